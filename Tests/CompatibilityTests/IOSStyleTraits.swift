import UIKit

// iOS-style code that reads the trait collection's layout direction, as apps that mirror
// images or custom drawing for right-to-left languages do.

final class DirectionAwareArrowView: UIView {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let mirrored = traitCollection.layoutDirection == .rightToLeft
        transform = mirrored ? CGAffineTransform(scaleX: -1, y: 1) : .identity
    }

    func isMirrored(in traits: UITraitCollection) -> Bool {
        let rightToLeft = UITraitCollection(layoutDirection: .rightToLeft)
        return traits.containsTraits(in: rightToLeft)
            || UITraitCollection(traitsFrom: [traits]).layoutDirection == UITraitEnvironmentLayoutDirection.rightToLeft
    }
}
