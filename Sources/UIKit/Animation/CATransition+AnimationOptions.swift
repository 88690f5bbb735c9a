import Foundation
import QuartzCore

extension CATransition {
    /// The transition UIKit adds to the transition view's layer for the transition named in
    /// block-animation options (bits 20 to 23), as its `UIViewAnimationState` does when the
    /// animation block pops (References §38): `oglFlip` from a side for the flips, `pageCurl` and
    /// `pageUnCurl` for the curls, `fade` for the cross-dissolve. Nil for `.transitionNone`.
    @MainActor
    convenience init?(options: UIView.AnimationOptions) {
        let kind = (options.rawValue >> 20) & 0xF
        let named: (type: String, subtype: String?)
        switch kind {
        case 1: named = ("oglFlip", "fromLeft")
        case 2: named = ("oglFlip", "fromRight")
        case 3: named = ("pageCurl", nil)
        case 4: named = ("pageUnCurl", nil)
        case 5: named = ("fade", nil)
        case 6: named = ("oglFlip", "fromTop")
        case 7: named = ("oglFlip", "fromBottom")
        default: return nil
        }
        self.init()
        type = CATransitionType(rawValue: named.type)
        subtype = named.subtype.map { CATransitionSubtype(rawValue: $0) }
    }
}
