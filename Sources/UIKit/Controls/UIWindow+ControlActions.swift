import HeadlessCore
import Foundation

/// The device actions that operate controls by what the screen shows: `toggle`, `slide`,
/// `select-segment`, `step` and `pull-to-refresh`, and the small finder they share.
///
/// A control is found, in the front-most presented controller's view (else the whole window),
/// by `accessibilityIdentifier`, then by a visible title (a button's, a label's; a label
/// inside a control stands for the control), then, for segmented controls, by a segment's
/// title. Each action returns nil when it acted, or a message naming what is wrong and how
/// to fix it; then nothing changed.
extension UIWindow {
    /// What the finder found: the view, and the segment whose title matched, if that is how.
    struct FoundView {
        let view: UIView
        let segment: Int?
    }

    /// The visible view with an identifier or a title, or why there is none.
    func findVisibleView(_ text: String, action: String) -> Result<FoundView, TouchActionFailure> {
        guard isShown, !isHidden else { return .failure(.init("\(action): \(traceName) is not visible.")) }
        let searchRoot = frontSearchRoot()
        let found: FoundView
        if let view = searchRoot.firstInSubtree(where: { $0.accessibilityIdentifier == text }) ?? searchRoot.viewTitled(text) {
            found = FoundView(view: view, segment: nil)
        } else if let control = searchRoot.firstInSubtree(where: { view in
            guard let segmented = view as? UISegmentedControl, !view.isHidden else { return false }
            return (0..<segmented.numberOfSegments).contains { segmented.titleForSegment(at: $0) == text }
        }) as? UISegmentedControl {
            let index = (0..<control.numberOfSegments).first { control.titleForSegment(at: $0) == text }
            found = FoundView(view: control, segment: index)
        } else {
            return .failure(.init("\(action): no visible view in \(traceName) has accessibilityIdentifier or title \"\(text)\"."))
        }
        if let hidden = found.view.firstHiddenAncestorOrSelf(below: self) {
            return .failure(.init("\(action): \(found.view.traceName) is not visible (\(hidden === found.view ? "it is" : "its superview \(hidden.traceName) is") hidden or transparent)."))
        }
        return .success(found)
    }

    /// The view searched for controls: the topmost screen (``topmostScreen()``): the front-most
    /// presented controller's view, else the window.
    func frontSearchRoot() -> UIView {
        topmostScreen().root
    }

    /// A control of a type found by text, checked enabled and interactive.
    func findControl<Control: UIControl>(_ text: String, as type: Control.Type, action: String) -> Result<(Control, Int?), TouchActionFailure> {
        switch findVisibleView(text, action: action) {
        case .failure(let failure): return .failure(failure)
        case .success(let found):
            var current: UIView? = found.view
            while let view = current, !(view is Control) { current = view.storedSuperview === self ? nil : view.storedSuperview }
            guard let control = current as? Control else {
                return .failure(.init("\(action): \(found.view.traceName) (found by \"\(text)\") is not a \(Control.self)."))
            }
            if let problem = controlProblem(control, action: action) { return .failure(.init(problem)) }
            return .success((control, found.segment))
        }
    }

    /// Why the user cannot operate a control now, or nil.
    func controlProblem(_ control: UIControl, action: String) -> String? {
        guard control.isEnabled else {
            return "\(action): \(control.traceName) is disabled (isEnabled is false); nothing was sent. Enable it first."
        }
        var current: UIView? = control
        while let view = current {
            if !view.isUserInteractionEnabled {
                return "\(action): \(view === control ? control.traceName : "its superview \(view.traceName)") has isUserInteractionEnabled false; nothing was sent."
            }
            current = view.storedSuperview
        }
        return nil
    }

    // MARK: Actions

    /// `toggle <text>`: a tap on a switch.
    func performToggle(_ text: String) -> String? {
        let name = "toggle \(text)"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            switch findControl(text, as: UISwitch.self, action: name) {
            case .failure(let failure): return failure.message
            case .success(let (control, _)):
                control.performTap()
                return nil
            }
        }
    }

    /// `slide <text> <value>`: drags a slider's thumb to a value inside its range.
    func performSlide(_ text: String, to value: Float, written: String) -> String? {
        let name = "slide \(text) \(written)"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            switch findControl(text, as: UISlider.self, action: name) {
            case .failure(let failure): return failure.message
            case .success(let (slider, _)):
                guard value >= slider.minimumValue && value <= slider.maximumValue else {
                    return "\(name): \(written) is outside the range of \(slider.traceName), \(slider.minimumValue)…\(slider.maximumValue). Pick a value in the range."
                }
                let start = slider.value
                slider.isHighlighted = true
                slider.sendActions(for: .touchDown)
                slider.userMoved(to: value, final: false)
                slider.isHighlighted = false
                if !slider.isContinuous && slider.value != start { slider.sendActions(for: .valueChanged) }
                slider.sendActions(for: .touchUpInside)
                return nil
            }
        }
    }

    /// `select-segment <title>`, `select-segment <text> <index>` or `select-segment <index>`.
    func performSelectSegment(_ words: [String]) -> String? {
        let name = "select-segment \(words.joined(separator: " "))"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            let control: UISegmentedControl
            let index: Int
            if words.count == 1, let only = Int(words[0]) {
                guard let first = frontSearchRoot().firstInSubtree(where: { $0 is UISegmentedControl && $0.firstHiddenAncestorOrSelf(below: self) == nil }) as? UISegmentedControl else {
                    return "\(name): no visible segmented control in \(traceName)."
                }
                if let problem = controlProblem(first, action: name) { return problem }
                control = first
                index = only
            } else if words.count > 1, let last = Int(words[words.count - 1]),
                      case .success(let (found, _)) = findControl(words.dropLast().joined(separator: " "), as: UISegmentedControl.self, action: name) {
                control = found
                index = last
            } else {
                switch findControl(words.joined(separator: " "), as: UISegmentedControl.self, action: name) {
                case .failure(let failure): return failure.message
                case .success(let (found, segment)):
                    guard let segment else {
                        return "\(name): found \(found.traceName), but no segment index; write select-segment <identifier> <index> or a segment's title."
                    }
                    control = found
                    index = segment
                }
            }
            guard (0..<control.numberOfSegments).contains(index) else {
                return "\(name): \(control.traceName) has \(control.numberOfSegments) segments (0..<\(control.numberOfSegments)); there is no segment \(index)."
            }
            guard control.isEnabledForSegment(at: index) else {
                return "\(name): segment \(index) of \(control.traceName) is disabled (setEnabled(_:forSegmentAt:))."
            }
            control.isHighlighted = true
            control.sendActions(for: .touchDown)
            control.isHighlighted = false
            control.userSelect(index)
            control.sendActions(for: .touchUpInside)
            return nil
        }
    }

    /// `step <text> up|down`: a tap on a stepper's + or −.
    func performStep(_ text: String, up: Bool) -> String? {
        let name = "step \(text) \(up ? "up" : "down")"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            switch findControl(text, as: UIStepper.self, action: name) {
            case .failure(let failure): return failure.message
            case .success(let (stepper, _)):
                stepper.isHighlighted = true
                stepper.sendActions(for: .touchDown)
                let changed = stepper.step(up: up)
                stepper.isHighlighted = false
                if !stepper.isContinuous && changed { stepper.sendActions(for: .valueChanged) }
                stepper.sendActions(for: .touchUpInside)
                return nil
            }
        }
    }

    /// `pull-to-refresh`: the first visible scroll view with a refresh control is pulled.
    func performPullToRefresh() -> String? {
        runtime.withCause("pull-to-refresh") {
            guard isShown, !isHidden else { return "pull-to-refresh: \(traceName) is not visible." }
            let root = frontSearchRoot()
            guard let scrollView = root.firstInSubtree(where: { view in
                guard let scroll = view as? UIScrollView, scroll.refreshControl != nil else { return false }
                return scroll.firstHiddenAncestorOrSelf(below: self) == nil
            }) as? UIScrollView, let control = scrollView.refreshControl else {
                return "pull-to-refresh: no visible scroll view in \(traceName) has a refreshControl; set scrollView.refreshControl = UIRefreshControl() first."
            }
            guard scrollView.isScrollEnabled else {
                return "pull-to-refresh: \(scrollView.traceName) has isScrollEnabled false; it cannot be pulled."
            }
            return control.userPulled().map { "pull-to-refresh: \($0)" }
        }
    }
}

/// Why a touch or control action could not act.
struct TouchActionFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
