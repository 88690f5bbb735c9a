import HeadlessCore
import Foundation

/// Key-value coding of a view's and a label's properties by name, as code written for the
/// Objective-C runtime reads and copies them (MarqueeLabel forwards a label's properties to
/// another with `setValue(value(forKey:), forKeyPath:)`).
///
/// Linux's `NSObject` has no key-value coding, so the keys are those of the properties listed
/// here, by their Objective-C names (`enabled`, `userInteractionEnabled`); an enumeration's
/// value is its raw value, as `NSNumber` boxes it on iOS. A key that is not one of them is
/// reported (`view.keyValueCoding.unknownKey`; iOS raises `NSUnknownKeyException`) and reads as
/// nil or sets nothing.
extension UIView {
    /// The value of the property named `key`.
    public func value(forKey key: String) -> Any? {
        if let label = self as? UILabel, let value = label.labelValue(forKey: key) { return value }
        switch key {
        case "hidden": return isHidden
        case "alpha": return alpha
        case "tag": return tag
        case "userInteractionEnabled": return isUserInteractionEnabled
        case "clipsToBounds": return clipsToBounds
        case "contentMode": return contentMode.rawValue
        case "backgroundColor": return backgroundColor
        case "tintColor": return tintColor
        case "frame": return frame
        case "bounds": return bounds
        case "center": return center
        default:
            reportUnknownKey(key, reading: true)
            return nil
        }
    }

    /// The value of the property at a key path; a path of one key is ``value(forKey:)``.
    public func value(forKeyPath keyPath: String) -> Any? {
        value(forKey: keyPath)
    }

    /// Sets the property named `key`. A value of the wrong type is reported and sets nothing.
    public func setValue(_ value: Any?, forKey key: String) {
        if let label = self as? UILabel, let handled = label.setLabelValue(value, forKey: key) {
            if !handled { reportWrongType(value, key) }
            return
        }
        let set: Bool
        switch key {
        case "hidden": set = assign(value, { (v: Bool) in isHidden = v })
        case "alpha": set = assign(value, { (v: CGFloat) in alpha = v })
        case "tag": set = assign(value, { (v: Int) in tag = v })
        case "userInteractionEnabled": set = assign(value, { (v: Bool) in isUserInteractionEnabled = v })
        case "clipsToBounds": set = assign(value, { (v: Bool) in clipsToBounds = v })
        case "contentMode": set = assign(value, { (v: Int) in if let mode = ContentMode(rawValue: v) { contentMode = mode } })
        case "backgroundColor": backgroundColor = value as? UIColor; set = value == nil || value is UIColor
        case "tintColor": tintColor = value as? UIColor; set = value == nil || value is UIColor
        default:
            reportUnknownKey(key, reading: false)
            return
        }
        if !set { reportWrongType(value, key) }
    }

    /// Sets the property at a key path; a path of one key is ``setValue(_:forKey:)``.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        setValue(value, forKey: keyPath)
    }

    /// Converts a boxed value (`NSNumber`, a Swift number or Bool) and assigns it.
    func assign<T>(_ value: Any?, _ body: (T) -> Void) -> Bool {
        if let typed = value as? T { body(typed); return true }
        guard let number = value as? NSNumber else { return false }
        switch T.self {
        case is Bool.Type: body(number.boolValue as! T)
        case is Int.Type: body(number.intValue as! T)
        case is CGFloat.Type: body(CGFloat(number.doubleValue) as! T)
        default: return false
        }
        return true
    }

    private func reportUnknownKey(_ key: String, reading: Bool) {
        runtime.report(.error, .viewKeyValueCodingUnknownKey,
                       "\(reading ? "value(forKey:)" : "setValue(_:forKey:)") on \(traceName): \"\(key)\" is not a key of \(traceClassName) that key-value coding reaches here (on iOS this raises NSUnknownKeyException); \(reading ? "nil was returned" : "nothing was set"). Use the property itself.",
                       about: self)
    }

    private func reportWrongType(_ value: Any?, _ key: String) {
        runtime.report(.error, .viewKeyValueCodingUnknownKey,
                       "setValue(_:forKey: \"\(key)\") on \(traceName): \(value.map { "a \(type(of: $0))" } ?? "nil") is not a value of that property; nothing was set.",
                       about: self)
    }
}

extension UILabel {
    /// A label's own key, or nil when the key is not one.
    func labelValue(forKey key: String) -> Any?? {
        switch key {
        case "text": return .some(text)
        case "font": return .some(font)
        case "textColor": return .some(textColor)
        case "enabled": return .some(isEnabled)
        case "highlighted": return .some(isHighlighted)
        case "highlightedTextColor": return .some(highlightedTextColor)
        case "shadowColor": return .some(shadowColor)
        case "shadowOffset": return .some(shadowOffset)
        case "textAlignment": return .some(textAlignment.rawValue)
        case "numberOfLines": return .some(numberOfLines)
        case "lineBreakMode": return .some(lineBreakMode.rawValue)
        case "adjustsFontSizeToFitWidth": return .some(adjustsFontSizeToFitWidth)
        case "minimumScaleFactor": return .some(minimumScaleFactor)
        case "baselineAdjustment": return .some(baselineAdjustment.rawValue)
        // Deprecated since iOS 6 and gone from the Swift interface, still a key on iOS.
        case "minimumFontSize": return .some(minimumFontSizeKeyValue)
        default: return nil
        }
    }

    /// Sets a label's own key: nil when the key is not one, else whether the value fit.
    func setLabelValue(_ value: Any?, forKey key: String) -> Bool? {
        switch key {
        case "text": text = value as? String; return value == nil || value is String
        case "font": if let font = value as? UIFont { self.font = font; return true }; return false
        case "textColor": if let color = value as? UIColor { textColor = color; return true }; return false
        case "highlightedTextColor": highlightedTextColor = value as? UIColor; return value == nil || value is UIColor
        case "shadowColor": shadowColor = value as? UIColor; return value == nil || value is UIColor
        case "shadowOffset": if let offset = value as? CGSize { shadowOffset = offset; return true }; return false
        case "enabled": return assign(value) { (v: Bool) in isEnabled = v }
        case "highlighted": return assign(value) { (v: Bool) in isHighlighted = v }
        case "textAlignment": return assign(value) { (v: Int) in if let a = NSTextAlignment(rawValue: v) { textAlignment = a } }
        case "numberOfLines": return assign(value) { (v: Int) in numberOfLines = v }
        case "lineBreakMode": return assign(value) { (v: Int) in if let m = NSLineBreakMode(rawValue: v) { lineBreakMode = m } }
        case "adjustsFontSizeToFitWidth": return assign(value) { (v: Bool) in adjustsFontSizeToFitWidth = v }
        case "minimumScaleFactor": return assign(value) { (v: CGFloat) in minimumScaleFactor = v }
        case "baselineAdjustment":
            return assign(value) { (v: Int) in if let b = UIBaselineAdjustment(rawValue: v) { baselineAdjustment = b } }
        case "minimumFontSize": return assign(value) { (v: CGFloat) in minimumFontSizeKeyValue = v }
        default: return nil
        }
    }
}
