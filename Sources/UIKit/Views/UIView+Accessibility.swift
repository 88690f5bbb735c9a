import HeadlessCore
import Foundation

/// The accessibility values an app set on a view (nil fields fall back to the view's kind), the
/// interactions it added (`Chrome/UIInteraction.swift`), its tint and appearance bookkeeping:
/// what a plain view does not need, made on first write.
@MainActor
final class ChromeExtras {
    var interactions: [any UIInteraction] = []
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var isElement: Bool?
    var elementsHidden: Bool?
    /// The tint set on the view, and its adjustment mode (`UIView+Tint.swift`).
    var tint: UIColor?
    var tintAdjustment: UIView.TintAdjustmentMode = .automatic
    /// The appearance properties set on the view itself, which appearance proxies leave
    /// alone, and the appearance generation last applied (`UIView+Appearance.swift`).
    var ownAppearanceKeys: Set<String> = []
    var appliedAppearanceGeneration = 0
    /// ``UIView/isOpaque`` once set.
    var isOpaque: Bool?
}

/// The defaults UIKit gives each kind of view: a label reads its text, a button its title, a
/// switch its on/off value. The one place that sorts views by kind for accessibility.
extension UIView {
    /// The stored accessibility values and interactions, made on first write.
    var chromeExtrasStorage: ChromeExtras {
        if let chromeExtras { return chromeExtras }
        let extras = ChromeExtras()
        chromeExtras = extras
        return extras
    }

    /// The interactions added to the view.
    var storedInteractions: [any UIInteraction] {
        get { chromeExtras?.interactions ?? [] }
        set { chromeExtrasStorage.interactions = newValue }
    }

    /// The label when the app set none: a label's text, a button's title, a text field's
    /// placeholder when it is empty.
    var defaultAccessibilityLabel: String? {
        switch self {
        case let label as UILabel: label.text
        case let button as UIButton: button.currentTitle
        case let field as UITextField: (field.text ?? "").isEmpty ? field.placeholder : nil
        default: nil
        }
    }

    /// The value when the app set none: a switch's "1"/"0", a slider's percentage, a text
    /// field's text.
    var defaultAccessibilityValue: String? {
        switch self {
        case let toggle as UISwitch: toggle.isOn ? "1" : "0"
        case let slider as UISlider:
            slider.maximumValue > slider.minimumValue
                ? "\(Int(((slider.value - slider.minimumValue) / (slider.maximumValue - slider.minimumValue) * 100).rounded()))%"
                : nil
        case let field as UITextField: (field.text ?? "").isEmpty ? nil : field.text
        default: nil
        }
    }

    /// The traits when the app set none.
    var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits
        switch self {
        case is UILabel: traits = .staticText
        case is UIButton: traits = .button
        case is UISlider: traits = .adjustable
        case is UIImageView: traits = .image
        case is UITabBar: traits = .tabBar
        default: traits = .none
        }
        if let control = self as? UIControl {
            if !control.isEnabled { traits.insert(.notEnabled) }
            if control.isSelected { traits.insert(.selected) }
        }
        return traits
    }

    /// Whether the view is an element when the app did not say: labels, text fields and
    /// controls are (a segmented control's segments are, not the control).
    var defaultIsAccessibilityElement: Bool {
        switch self {
        case is UISegmentedControl: false
        case is UILabel, is UIControl, is UITextView: true
        default: false
        }
    }

    /// The label the element finder matches: the accessibility label when the app set (or
    /// computed) one that says something other than the default and the visible text, else nil
    /// (the text is matched as text).
    var distinctAccessibilityLabel: String? {
        guard let label = accessibilityLabel, !label.isEmpty, label != defaultAccessibilityLabel else { return nil }
        let text = (self as? UIButton)?.currentTitle ?? (self as? UILabel)?.text
        return label == text ? nil : label
    }
}
