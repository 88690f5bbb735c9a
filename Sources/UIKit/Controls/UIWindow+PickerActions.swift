import HeadlessCore
import Foundation

/// The device's `pick` action and UI tests' `adjust(toPickerWheelValue:)`: a person turns a
/// picker's wheel until the row they want sits in the middle (References §52.4).
extension UIWindow {
    /// The most rows of a wheel searched for a title; a longer wheel is searched that far.
    static let pickSearchLimit = 100_000

    /// `pick <row title> [in <identifier|label>] [component N]`.
    func performPick(_ words: [String]) -> String? {
        var words = words
        var component: Int?
        if words.count >= 3, words[words.count - 2] == "component", let number = Int(words[words.count - 1]) {
            component = number
            words.removeLast(2)
        }
        let name = "pick \(words.joined(separator: " "))\(component.map { " component \($0)" } ?? "")"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            guard isShown, !isHidden else { return "\(name): \(traceName) is not visible." }
            if let split = words.lastIndex(of: "in"), split > 0, split < words.count - 1 {
                let title = words[..<split].joined(separator: " ")
                let target = words[(split + 1)...].joined(separator: " ")
                switch findPicker(target, action: name) {
                case .success(let picker):
                    return pick(title, in: [picker], component: component, name: name)
                case .failure(let failure):
                    // "in" may be part of the title ("Made in Italy").
                    let whole = words.joined(separator: " ")
                    if matches(whole, in: visiblePickers(), component: component).count == 1 {
                        return pick(whole, in: visiblePickers(), component: component, name: name)
                    }
                    return failure.message
                }
            }
            let pickers = visiblePickers()
            guard !pickers.isEmpty else { return "\(name): no picker view is visible in \(traceName)." }
            return pick(words.joined(separator: " "), in: pickers, component: component, name: name)
        }
    }

    /// Turns a wheel of a picker to the row titled `value`.
    func turnWheel(_ component: Int, of picker: UIPickerView, to value: String, name: String) -> String? {
        runtime.withCause(TraceCause(stringLiteral: name)) {
            pick(value, in: [picker], component: component, name: name)
        }
    }

    /// The pickers on the topmost screen that show, and the picker that stands in for the
    /// keyboard when the first responder's `inputView` is one (or holds one).
    func visiblePickers() -> [UIPickerView] {
        var pickers: [UIPickerView] = []
        frontSearchRoot().forEachInSubtree { view in
            if let picker = view as? UIPickerView, picker.firstHiddenAncestorOrSelf(below: self) == nil { pickers.append(picker) }
        }
        if let input = inputViewPicker(), !pickers.contains(where: { $0 === input }) { pickers.append(input) }
        return pickers
    }

    /// The picker of the first responder's `inputView` (shown in place of the keyboard), if the
    /// first responder is in this window and its input view is or holds a picker.
    func inputViewPicker() -> UIPickerView? {
        guard let responder = runtime.textInput.firstResponder as? UIView, responder.storedWindow === self,
              let input = responder.inputView, !input.isHidden else { return nil }
        return input.firstInSubtree { $0 is UIPickerView } as? UIPickerView
    }

    /// The picker a person means by `text`: the element found by the one finder, if it is a
    /// picker, sits in one or holds exactly one.
    private func findPicker(_ text: String, action: String) -> Result<UIPickerView, TouchActionFailure> {
        switch findElement(text, action: action, accepting: { $0.view(where: { $0 is UIPickerView }, below: self) != nil }) {
        case .refused(let message): return .failure(.init(message))
        case .found(let element):
            if let hidden = element.hiddenReason { return .failure(.init("\(action): \(element.description) \(hidden).")) }
            guard let picker = element.view(where: { $0 is UIPickerView }, below: self) as? UIPickerView else {
                return .failure(.init("\(action): \(element.description) (found by \"\(text)\") is not a UIPickerView, nor in one, nor holds exactly one; pick works on a UIPickerView."))
            }
            return .success(picker)
        }
    }

    /// The rows titled `title` in the wheels of `pickers` (all wheels, or `component` only).
    private func matches(_ title: String, in pickers: [UIPickerView], component: Int?) -> [(UIPickerView, Int, Int)] {
        var found: [(UIPickerView, Int, Int)] = []
        for picker in pickers {
            let count = picker.componentCount()
            let components = component.map { $0 >= 0 && $0 < count ? [$0] : [] } ?? Array(0..<count)
            for wheel in components {
                let rows = min(picker.rowCount(inComponent: wheel), UIWindow.pickSearchLimit)
                for row in 0..<rows where picker.readableTitle(forRow: row, inComponent: wheel) == title {
                    found.append((picker, wheel, row))
                }
            }
        }
        return found
    }

    /// Selects the one row titled `title` as a person does, or says why not.
    private func pick(_ title: String, in pickers: [UIPickerView], component: Int?, name: String) -> String? {
        if let component, let picker = pickers.first, pickers.count == 1 {
            let count = picker.componentCount()
            guard component >= 0, component < count else {
                return "\(name): \(picker.traceName) has \(count) components (0..<\(count)); there is no component \(component)."
            }
        }
        let found = matches(title, in: pickers, component: component)
        guard let (picker, wheel, row) = found.first else {
            let shown = pickers.flatMap { picker in
                (0..<picker.componentCount()).compactMap { wheel -> String? in
                    let row = picker.selectedRow(inComponent: wheel)
                    guard row >= 0 else { return nil }
                    return "\(picker.traceName) component \(wheel) shows \"\(picker.readableTitle(forRow: row, inComponent: wheel) ?? "")\""
                }
            }
            return "\(name): no row of \(pickers.map(\.traceName).joined(separator: ", ")) is titled \"\(title)\"\(component.map { " in component \($0)" } ?? "")."
                + (shown.isEmpty ? " The pickers have no rows." : " Now: \(shown.joined(separator: "; ")). Name a row by its title.")
        }
        if found.count > 1 {
            let list = found.prefix(6).map { "\($0.0.traceName) component \($0.1) row \($0.2)" }.joined(separator: "; ")
            return "\(name): \(found.count) rows are titled \"\(title)\": \(list). Add component N, or in <identifier> with the picker's accessibilityIdentifier."
        }
        if let view = interactionBlocker(from: picker) {
            return "\(name): \(view === picker ? picker.traceName : "its superview \(view.traceName)") has isUserInteractionEnabled false; the wheel did not turn."
        }
        picker.userSelect(row, inComponent: wheel)
        return nil
    }
}
