import UIKit

// Patterns met in the public apps of issue 33's development corpus, written as those apps
// write them, each compiled in Swift 6 mode (CompatibilityTests) and Swift 5 mode
// (CompatibilitySwift5Tests links this same file).

/// A to-do cell (TodoList): an image literal Xcode wrote when the icon was dragged into code,
/// and an icon that follows the accessibility text sizes.
final class IOSStyleTodoCell: UITableViewCell {
    let stateImage = UIImageView()
    let toggle = UIButton(type: .system)

    var isCompleted = false {
        didSet {
            stateImage.image = isCompleted ? #imageLiteral(resourceName: "completedIcon") : #imageLiteral(resourceName: "todoIcon")
            stateImage.tintColor = isCompleted ? UIColor.black.withAlphaComponent(0.3) : .black
        }
    }

    func configure() {
        stateImage.adjustsImageSizeForAccessibilityContentSizeCategory = true
        toggle.adjustsImageSizeForAccessibilityContentSizeCategory = true
        let adjusting: [UIAccessibilityContentSizeCategoryImageAdjusting] = [stateImage, toggle]
        _ = adjusting.map(\.adjustsImageSizeForAccessibilityContentSizeCategory)
    }
}

/// A header view that loads its xib from the bundle of its own class (Bankey).
final class IOSStyleNibHeaderView: UIView {
    func loadContent() {
        let bundle = Bundle(for: IOSStyleNibHeaderView.self)
        _ = bundle.loadNibNamed("IOSStyleNibHeaderView", owner: self, options: nil)
    }
}
