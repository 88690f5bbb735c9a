import HeadlessCore

/// A stack view's archived attributes, read from its element when it is created from a file
/// and set again when a size-class variation overrides them (such as `axis="horizontal"` for
/// `heightClass=compact`, References §64.2).
extension UIStackView: IBVariableAttributes {
    static var variableArchivedAttributes: Set<String> { ["axis", "spacing", "distribution", "alignment"] }

    /// Sets an attribute from the text Interface Builder writes; nil (or a value it does not
    /// know) is the default.
    func applyArchivedAttribute(_ name: String, _ value: String?) {
        switch name {
        case "axis":
            axis = value == "vertical" ? .vertical : .horizontal
        case "spacing":
            let number = value.flatMap(Double.init) ?? 0
            spacing = number.isFinite ? CGFloat(number) : 0
        case "distribution":
            switch value {
            case "fillEqually": distribution = .fillEqually
            case "fillProportionally": distribution = .fillProportionally
            case "equalSpacing": distribution = .equalSpacing
            case "equalCentering": distribution = .equalCentering
            default: distribution = .fill
            }
        case "alignment":
            switch value {
            case "leading", "top": alignment = .leading
            case "firstBaseline": alignment = .firstBaseline
            case "center": alignment = .center
            case "trailing", "bottom": alignment = .trailing
            case "lastBaseline": alignment = .lastBaseline
            default: alignment = .fill
            }
        default:
            break
        }
    }
}
