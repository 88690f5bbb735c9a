import UIKit

@IBDesignable
class BadgeView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 4
    @objc dynamic var value = 0
}
