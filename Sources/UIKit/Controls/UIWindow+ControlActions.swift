import HeadlessCore
import Foundation

/// The device actions that operate controls by what the screen shows: `toggle`, `slide`,
/// `select-segment`, `step` and `pull-to-refresh`.
///
/// Each finds what it is told through the device's one finder
/// (``findElement(_:action:accepting:)``: accessibility identifier, then accessibility label,
/// then visible text, a segment's title included, with the same ambiguity rule and the same
/// "On screen: …" list when nothing matches), then checks that the element is, holds or sits
/// in the control it needs (a switch for `toggle`). Each action returns nil when it acted, or a
/// message naming what is wrong and how to fix it; then nothing changed.
extension UIWindow {
    /// The view a person means by `text`, found by the one finder, shown: for the touch
    /// actions that aim at a view's centre.
    func findView(_ text: String, action: String) -> Result<UIView, TouchActionFailure> {
        guard isShown, !isHidden else { return .failure(.init("\(action): \(traceName) is not visible.")) }
        switch findElement(text, action: action, accepting: { $0.view != nil }) {
        case .refused(let message): return .failure(.init(message))
        case .found(let element):
            if let hidden = element.hiddenReason { return .failure(.init("\(action): \(element.description) \(hidden).")) }
            guard let view = element.view else {
                return .failure(.init("\(action): \(element.description) is drawn by its bar, not a view of its own; aim at a view, or at a point (x y)."))
            }
            return .success(view)
        }
    }

    /// The view searched for controls: the topmost screen (``topmostScreen()``): the front-most
    /// presented controller's view, else the window.
    func frontSearchRoot() -> UIView {
        topmostScreen().root
    }

    /// A control of a type found by text, checked enabled and interactive, with the segment
    /// whose title matched (for a segmented control found by a segment's title).
    func findControl<Control: UIControl>(_ text: String, as type: Control.Type, action: String) -> Result<(Control, Int?), TouchActionFailure> {
        guard isShown, !isHidden else { return .failure(.init("\(action): \(traceName) is not visible.")) }
        let top: UIView = self
        switch findElement(text, action: action, accepting: { $0.view(where: { $0 is Control }, below: top) != nil }) {
        case .refused(let message): return .failure(.init(message))
        case .found(let element):
            if let hidden = element.hiddenReason { return .failure(.init("\(action): \(element.description) \(hidden).")) }
            guard let control = element.view(where: { $0 is Control }, below: self) as? Control else {
                return .failure(.init("\(action): \(element.description) (found by \"\(text)\") is not a \(Control.self), nor in one, nor holds exactly one; \(action.split(separator: " ").first ?? "") works on a \(Control.self)."))
            }
            if let problem = controlProblem(control, action: action) { return .failure(.init(problem)) }
            return .success((control, element.segment))
        }
    }

    /// The first view from `view` up through its superviews whose `isUserInteractionEnabled` is
    /// false (it keeps touches from everything inside it), or nil.
    func interactionBlocker(from view: UIView) -> UIView? {
        var current: UIView? = view
        while let candidate = current {
            if !candidate.isUserInteractionEnabled { return candidate }
            current = candidate.storedSuperview
        }
        return nil
    }

    /// Why the user cannot operate a control now, or nil.
    func controlProblem(_ control: UIControl, action: String) -> String? {
        guard control.isEnabled else {
            return "\(action): \(control.traceName) is disabled (isEnabled is false); nothing was sent. Enable it first."
        }
        if let view = interactionBlocker(from: control) {
            return "\(action): \(view === control ? control.traceName : "its superview \(view.traceName)") has isUserInteractionEnabled false; nothing was sent."
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
                return tap(control, name: name)
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
                slider.performUserDrag(to: value)
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
            return tapSegment(index, of: control, name: name)
        }
    }

    /// A tap on a segment, at the centre of the segment: refused when there is no such
    /// segment or it is disabled; else the touch goes through hit testing to the control,
    /// which highlights, sends `.touchDown`, selects the segment (`.valueChanged` when it
    /// changed) and sends `.touchUpInside`.
    func tapSegment(_ index: Int, of control: UISegmentedControl, name: String) -> String? {
        guard (0..<control.numberOfSegments).contains(index) else {
            return "\(name): \(control.traceName) has \(control.numberOfSegments) segments (0..<\(control.numberOfSegments)); there is no segment \(index)."
        }
        if let problem = controlProblem(control, action: name) { return problem }
        guard control.isEnabledForSegment(at: index) else {
            return "\(name): segment \(index) of \(control.traceName) is disabled (setEnabled(_:forSegmentAt:))."
        }
        let frame = control.convert(control.bounds, to: self)
        if frame.width <= 0 || frame.height <= 0 {
            // A control with no size is operated without touches (see tap(_:in:taps:name:describing:)).
            control.isHighlighted = true
            control.sendActions(for: .touchDown)
            control.isHighlighted = false
            control.userSelect(index)
            control.sendActions(for: .touchUpInside)
            return nil
        }
        return tap(control, in: control.segmentRect(at: index), name: name, describing: "segment \(index) of \(control.traceName)")
    }

    /// `step <text> up|down`: a tap on a stepper's + or −.
    func performStep(_ text: String, up: Bool) -> String? {
        let name = "step \(text) \(up ? "up" : "down")"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            switch findControl(text, as: UIStepper.self, action: name) {
            case .failure(let failure): return failure.message
            case .success(let (stepper, _)):
                // The + is the trailing half of the stepper, the − the leading half.
                let bounds = stepper.bounds
                let half = CGRect(x: up ? bounds.midX : bounds.minX, y: bounds.minY, width: bounds.width / 2, height: bounds.height)
                return tap(stepper, in: half, name: name, describing: "the \(up ? "+" : "−") of \(stepper.traceName)")
            }
        }
    }

    /// `pull-to-refresh [<text>]`: the scroll view with a refresh control that the element
    /// named by `text` is, sits in or holds (found by the one finder), else the first visible
    /// one, is pulled.
    func performPullToRefresh(_ text: String? = nil) -> String? {
        let name = text.map { "pull-to-refresh \($0)" } ?? "pull-to-refresh"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            guard isShown, !isHidden else { return "\(name): \(traceName) is not visible." }
            let refreshable: (UIView) -> Bool = { ($0 as? UIScrollView)?.refreshControl != nil }
            let scrollView: UIScrollView
            if let text {
                switch findElement(text, action: name, accepting: { [self] in $0.view(where: refreshable, below: self) != nil }) {
                case .refused(let message): return message
                case .found(let element):
                    if let hidden = element.hiddenReason { return "\(name): \(element.description) \(hidden)." }
                    guard let found = element.view(where: refreshable, below: self) as? UIScrollView else {
                        return "\(name): \(element.description) is not a scroll view with a refreshControl, nor in one, nor holds exactly one; set scrollView.refreshControl = UIRefreshControl() first."
                    }
                    scrollView = found
                }
            } else {
                guard let first = frontSearchRoot().firstInSubtree(where: { view in
                    refreshable(view) && view.firstHiddenAncestorOrSelf(below: self) == nil
                }) as? UIScrollView else {
                    return "\(name): no visible scroll view in \(traceName) has a refreshControl; set scrollView.refreshControl = UIRefreshControl() first."
                }
                scrollView = first
            }
            guard let control = scrollView.refreshControl else { return "\(name): \(scrollView.traceName) has no refreshControl." }
            guard scrollView.isScrollEnabled else {
                return "\(name): \(scrollView.traceName) has isScrollEnabled false; it cannot be pulled."
            }
            return control.userPulled().map { "\(name): \($0)" }
        }
    }
}

/// Why a touch or control action could not act.
struct TouchActionFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
