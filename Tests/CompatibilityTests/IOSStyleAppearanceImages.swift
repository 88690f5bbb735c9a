// iOS code that customises controls and bars with images per state, as Apple's UIKit Catalog
// sample writes it: stepper and segmented control backgrounds, dividers and glyphs, slider track
// and thumb images, toolbar, search bar and bar button item backgrounds. Compiled with
// `import UIKit` alone in Swift 6 mode (CompatibilityTests) and Swift 5 mode
// (CompatibilitySwift5Tests links this same file).
import UIKit

final class CustomControlsViewController: UIViewController {
    let stepper = UIStepper()
    let segments = UISegmentedControl(items: ["Check", "Search", "Tools"])
    let slider = UISlider()
    let toolbar = UIToolbar()
    let searchBar = UISearchBar()
    let button = UIButton(type: .custom)

    static func tile(_ color: UIColor, width: CGFloat = 8, height: CGFloat = 8) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for control in [stepper, segments, slider, toolbar, searchBar, button] as [UIView] { view.addSubview(control) }

        stepper.setBackgroundImage(Self.tile(.systemGray), for: .normal)
        stepper.setBackgroundImage(Self.tile(.systemBlue), for: .highlighted)
        stepper.setBackgroundImage(Self.tile(.systemGray3), for: .disabled)
        stepper.setDividerImage(Self.tile(.black, width: 1), forLeftSegmentState: .normal, rightSegmentState: .normal)
        stepper.setIncrementImage(UIImage(systemName: "plus.circle"), for: .normal)
        stepper.setDecrementImage(stepper.decrementImage(for: .normal), for: .normal)

        segments.setBackgroundImage(Self.tile(.systemGray), for: .normal, barMetrics: .default)
        segments.setBackgroundImage(Self.tile(.systemBlue), for: .highlighted, barMetrics: .default)
        segments.setDividerImage(Self.tile(.black, width: 1), forLeftSegmentState: .normal, rightSegmentState: .normal,
                                 barMetrics: .default)
        let font = UIFont(descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .caption1), size: 0)
        segments.setTitleTextAttributes([.foregroundColor: UIColor.systemPurple, .font: font], for: .normal)
        segments.setTitleTextAttributes([NSAttributedString.Key.foregroundColor: UIColor.systemGreen], for: .highlighted)

        slider.setMinimumTrackImage(Self.tile(.systemBlue), for: .normal)
        slider.setMaximumTrackImage(Self.tile(.systemGreen), for: .normal)
        let configuration = UIImage.SymbolConfiguration(scale: .large)
        slider.setThumbImage(UIImage(systemName: "circle.fill", withConfiguration: configuration), for: .normal)
        slider.setThumbImage(UIImage(systemName: "circle", withConfiguration: configuration), for: .highlighted)

        toolbar.setBackgroundImage(Self.tile(.systemTeal), forToolbarPosition: .bottom, barMetrics: .default)
        let item = UIBarButtonItem(title: "Button", style: .plain, target: nil, action: nil)
        item.setBackgroundImage(Self.tile(.systemYellow), for: .normal, barMetrics: .default)
        toolbar.setItems([item], animated: false)

        searchBar.backgroundImage = Self.tile(.systemIndigo)
        searchBar.showsBookmarkButton = true
        searchBar.setImage(UIImage(systemName: "bookmark"), for: .bookmark, state: .normal)
        searchBar.setImage(UIImage(systemName: "bookmark.fill"), for: .bookmark, state: .highlighted)

        button.setBackgroundImage(Self.tile(.systemRed), for: .normal)
        button.setBackgroundImage(Self.tile(.systemOrange), for: .highlighted)
    }

    /// What the controls answer for states nobody set: the normal state's images.
    var fallbacks: [Bool] {
        [stepper.backgroundImage(for: .selected) === stepper.backgroundImage(for: .normal),
         segments.backgroundImage(for: .selected, barMetrics: .compact) === segments.backgroundImage(for: .normal, barMetrics: .default),
         slider.thumbImage(for: .disabled) === slider.currentThumbImage,
         button.backgroundImage(for: .disabled) === button.currentBackgroundImage,
         toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .compact) != nil]
    }
}

/// Text attributes written as iOS code writes them, without a type: the literal infers as on
/// iOS, since `UIColor` and `UIFont` are both `NSObject`s.
func catalogTextAttributes() -> [NSAttributedString.Key: Any] {
    let font = UIFont(descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .caption1), size: 0)
    let attributes = [
        NSAttributedString.Key.foregroundColor: UIColor.systemPurple,
        NSAttributedString.Key.font: font,
    ]
    return attributes
}

/// A segmented control whose segments become images and actions, as the catalog writes it.
func catalogSegments() -> UISegmentedControl {
    let control = UISegmentedControl(items: ["Check", "Search", "Tools"])
    let airplane = UIImage(systemName: "airplane")
    airplane?.accessibilityLabel = "Airplane"
    control.setImage(airplane, forSegmentAt: 0)
    control.setAction(UIAction(title: "Tools") { action in print(action.title) }, forSegmentAt: 2)
    return control
}
