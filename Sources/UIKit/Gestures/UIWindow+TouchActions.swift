import HeadlessCore
import Foundation

/// The device's touch actions: `tap-at`, `long-press`, `swipe`, `pan` and `pinch`, each a
/// touch sequence (``runTouchSequence(_:interval:)``) at a point of the window or at the
/// centre of a view found by identifier or title.
extension UIWindow {
    /// The four swipe directions, by name.
    enum SwipeDirection: String, CaseIterable {
        case up, down, left, right

        var vector: CGPoint {
            switch self {
            case .up: CGPoint(x: 0, y: -1)
            case .down: CGPoint(x: 0, y: 1)
            case .left: CGPoint(x: -1, y: 0)
            case .right: CGPoint(x: 1, y: 0)
            }
        }

        var recognizerDirection: UISwipeGestureRecognizer.Direction {
            switch self {
            case .up: .up
            case .down: .down
            case .left: .left
            case .right: .right
            }
        }
    }

    /// The distance a swipe travels, in points, over ``swipeFrames`` frames.
    static let swipeDistance: CGFloat = 120
    static let swipeFrames = 8
    /// The frames of a pan or a pinch.
    static let dragFrames = 20

    /// The point an action aims at: the hit point of a view found by text
    /// (``hitPoint(of:in:action:describing:)``), or the window's centre when `text` is nil.
    func target(_ text: String?, action: String) -> Result<CGPoint, TouchActionFailure> {
        guard let text else { return .success(CGPoint(x: bounds.midX, y: bounds.midY)) }
        switch findView(text, action: action) {
        case .failure(let failure): return .failure(failure)
        case .success(let view): return hitPoint(of: view, action: action)
        }
    }

    /// Where a touch aimed at a view lands, as XCUITest aims one: the centre of the part of
    /// `rect` (the view's bounds unless given, in its coordinates) that shows, inside the
    /// window and every superview that clips to its bounds.
    ///
    /// Refused, with nothing delivered, when none of it shows, or when the view is not
    /// hittable there: hit testing at that point finds a view that is neither the view, nor
    /// inside it, nor one of its superviews (a touch that falls through a view that takes no
    /// touches reaches its superview, which covers nothing). The message names the cover, as
    /// XCUITest fails a tap on an element that is not hittable.
    func hitPoint(of view: UIView, in rect: CGRect? = nil, action: String,
                  describing name: String? = nil) -> Result<CGPoint, TouchActionFailure> {
        let described = name ?? view.traceName
        let frame = view.convert(rect ?? view.bounds, to: self)
        var visible = frame.intersection(bounds)
        var current = view.storedSuperview
        while let ancestor = current, ancestor !== self {
            if ancestor.clipsToBounds { visible = visible.intersection(ancestor.convert(ancestor.bounds, to: self)) }
            current = ancestor.storedSuperview
        }
        guard !visible.isNull, visible.width > 0, visible.height > 0 else {
            return .failure(.init("\(action): \(described) is off screen (its frame in \(traceName) is \(frame.traceDescription), outside the window or the bounds of a superview that clips); scroll it into view first."))
        }
        let point = CGPoint(x: visible.midX, y: visible.midY)
        guard let hit = hitTest(point, with: nil) else {
            return .failure(.init("\(action): no view of \(traceName) takes touches at the hit point of \(described), \(TouchTrace.point(point)) (hidden, transparent or isUserInteractionEnabled false)."))
        }
        if hit !== view, !hit.isDescendant(of: view), !view.isDescendant(of: hit) {
            let cover = hit.accessibilityIdentifier.map { "\(hit.traceName) (id \"\($0)\")" } ?? hit.traceName
            return .failure(.init("\(action): \(described) is not hittable: \(cover) covers it at its hit point \(TouchTrace.point(point)), so the touch would go there; nothing was delivered. Move, hide or remove the covering view (or set its isUserInteractionEnabled to false), or tap what covers it."))
        }
        return .success(point)
    }

    /// `taps` taps (`tapInterval` apart) at a view's hit point, or at the hit point of `rect`
    /// in it: the one way every device action that names its target touches it (`tap`,
    /// `double-tap`, `toggle`, `step`, `select-segment`, a table row).
    ///
    /// A view the element finder reaches outside the topmost screen (the active search
    /// controller's bar, which on iOS stays above the controller's view in the navigation bar;
    /// the engine draws that view over it) is touched without hit testing. A view with no size
    /// (its frame never set, no layout giving it one), which no finger could touch on iOS, is
    /// activated without touches, as before touches were the rule, so that apps and fixtures
    /// driven by titles before their layout is done keep working (References §41).
    func tap(_ view: UIView, in rect: CGRect? = nil, taps: Int = 1, name: String, describing: String? = nil) -> String? {
        let frame = view.convert(rect ?? view.bounds, to: self)
        if frame.width <= 0 || frame.height <= 0 {
            for _ in 0..<taps {
                if let problem = activateWithoutTouches(view, at: rect.map { CGPoint(x: $0.midX, y: $0.midY) }, name: name) {
                    return problem
                }
            }
            return nil
        }
        let screen = topmostScreen().root
        if screen !== self && !view.isDescendant(of: screen) {
            return performTaps(at: CGPoint(x: frame.midX, y: frame.midY), count: taps, touching: view).map { "\(name): \($0)" }
        }
        switch hitPoint(of: view, in: rect, action: name, describing: describing) {
        case .failure(let failure): return failure.message
        case .success(let point): return performTaps(at: point, count: taps).map { "\(name): \($0)" }
        }
    }

    /// A tap on a view with no size, without touches: a row or item is selected, a control
    /// runs its tap (``UIControl/performTap(at:)``, a menu when it shows one as its primary
    /// action), a text view takes focus.
    private func activateWithoutTouches(_ view: UIView, at location: CGPoint?, name: String) -> String? {
        if let cell = view.enclosingTableCell, let table = cell.superview as? UITableView, let indexPath = table.indexPath(for: cell) {
            table.selectRowAsUser(at: indexPath)
            return nil
        }
        if let cell = view.enclosingCollectionCell, let collection = cell.superview as? UICollectionView,
           let indexPath = collection.indexPath(for: cell) {
            collection.tapItem(at: indexPath)
            return nil
        }
        if let control = view as? UIControl {
            if !control.isEnabled {
                return "\(name): \(control.traceName) is disabled (isEnabled is false); nothing was sent. Set isEnabled to true first."
            }
            if control.showsMenuAsPrimaryAction, control.openMenu() { return nil }
            control.performTap(at: location)
            return nil
        }
        if let textView = view as? UITextView, textView.isEditable { return textView.focusFromTap().map { "\(name): \($0)" } }
        return nil
    }

    /// `tap-at <x> <y> [taps]`.
    func performTapAt(_ point: CGPoint, taps: Int, name written: String? = nil) -> String? {
        let name = written ?? "tap-at \(TouchTrace.number(point.x)) \(TouchTrace.number(point.y))\(taps > 1 ? " \(taps)" : "")"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            performTaps(at: point, count: taps).map { "\(name): \($0)" }
        }
    }

    /// `long-press <text>` or `long-press <x> <y>`: the finger stays down a little longer than
    /// the longest `minimumPressDuration` among the recognizers there (0.5 s at least).
    func performLongPress(at text: String?, point given: CGPoint?, name written: String? = nil) -> String? {
        let name = written ?? "long-press \(text ?? given.map { "\(TouchTrace.number($0.x)) \(TouchTrace.number($0.y))" } ?? "")"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            let point: CGPoint
            if let given { point = given } else {
                switch target(text, action: name) {
                case .failure(let failure): return failure.message
                case .success(let found): point = found
                }
            }
            if let problem = touchProblem(at: point) { return "\(name): \(problem)" }
            let hold = recognizers(at: point).compactMap { ($0 as? UILongPressGestureRecognizer)?.minimumPressDuration }
                .reduce(0.5, max) + 0.1
            return runTouchSequence([[point, point]], interval: hold).map { "\(name): \($0)" }
        }
    }

    /// `swipe <direction> [on <text>]`: refused, with nothing delivered, when no recognizer
    /// at the start point accepts the direction (a swipe recognizer for it, or a pan).
    func performSwipe(_ direction: SwipeDirection, on text: String?, name written: String? = nil) -> String? {
        let name = written ?? "swipe \(direction.rawValue)\(text.map { " on \($0)" } ?? "")"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            let start: CGPoint
            switch target(text, action: name) {
            case .failure(let failure): return failure.message
            case .success(let point): start = point
            }
            if let problem = touchProblem(at: start) { return "\(name): \(problem)" }
            let found = recognizers(at: start)
            let accepting = found.filter { recognizer in
                if let swipe = recognizer as? UISwipeGestureRecognizer { return swipe.direction.contains(direction.recognizerDirection) }
                return recognizer is UIPanGestureRecognizer && !(recognizer is UIScreenEdgePanGestureRecognizer)
            }
            // A page view controller there refuses a swipe it cannot turn (References §29).
            if let refusal = pageTurnRefusal(direction, at: start, accepting: accepting) { return "\(name): \(refusal)" }
            guard !accepting.isEmpty else {
                let swipes = found.compactMap { $0 as? UISwipeGestureRecognizer }
                let hit = hitTest(start, with: nil)
                let listed = swipes.isEmpty ? "there are no swipe or pan recognizers there"
                    : "the swipe recognizers there accept " + swipes.map { "\($0.traceName): \(Self.describe($0.direction))" }.joined(separator: "; ")
                return "\(name): no gesture recognizer on \(hit?.traceName ?? traceName) or its superviews accepts a swipe \(direction.rawValue) (\(listed)); nothing was delivered."
            }
            let path = (0...Self.swipeFrames).map { frame -> CGPoint in
                let distance = Self.swipeDistance * CGFloat(frame) / CGFloat(Self.swipeFrames)
                return CGPoint(x: start.x + direction.vector.x * distance, y: start.y + direction.vector.y * distance)
            }
            return runTouchSequence([path], interval: Self.frameInterval).map { "\(name): \($0)" }
        }
    }

    /// `pan <dx> <dy> [on <text>]`: a drag by (dx, dy) points.
    func performPan(dx: CGFloat, dy: CGFloat, on text: String?, name written: String? = nil) -> String? {
        let name = written ?? "pan \(TouchTrace.number(dx)) \(TouchTrace.number(dy))\(text.map { " on \($0)" } ?? "")"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            let start: CGPoint
            switch target(text, action: name) {
            case .failure(let failure): return failure.message
            case .success(let point): start = point
            }
            if let problem = touchProblem(at: start) { return "\(name): \(problem)" }
            let path = (0...Self.dragFrames).map { frame -> CGPoint in
                let fraction = CGFloat(frame) / CGFloat(Self.dragFrames)
                return CGPoint(x: start.x + dx * fraction, y: start.y + dy * fraction)
            }
            return runTouchSequence([path], interval: Self.frameInterval).map { "\(name): \($0)" }
        }
    }

    /// `pinch <scale> [on <text>]`: two fingers 80 points apart move to 80 × scale apart.
    func performPinch(scale: CGFloat, on text: String?, name written: String? = nil) -> String? {
        let name = written ?? "pinch \(TouchTrace.number(scale))\(text.map { " on \($0)" } ?? "")"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            let center: CGPoint
            switch target(text, action: name) {
            case .failure(let failure): return failure.message
            case .success(let point): center = point
            }
            if let problem = touchProblem(at: center) { return "\(name): \(problem)" }
            var left: [CGPoint] = [], right: [CGPoint] = []
            for frame in 0...Self.dragFrames {
                let fraction = CGFloat(frame) / CGFloat(Self.dragFrames)
                let half = 40 * (1 + (scale - 1) * fraction)
                left.append(CGPoint(x: center.x - half, y: center.y))
                right.append(CGPoint(x: center.x + half, y: center.y))
            }
            return runTouchSequence([left, right], interval: Self.frameInterval).map { "\(name): \($0)" }
        }
    }

    /// The enabled recognizers of the view hit at a point and its superviews.
    func recognizers(at point: CGPoint) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var current = hitTest(point, with: nil)
        while let view = current {
            found.append(contentsOf: runtime.gestureArena.recognizers(of: view).filter(\.isEnabled))
            current = view.storedSuperview
        }
        return found
    }

    private static func describe(_ direction: UISwipeGestureRecognizer.Direction) -> String {
        let names = SwipeDirection.allCases.filter { direction.contains($0.recognizerDirection) }.map(\.rawValue)
        return names.isEmpty ? "no direction" : names.joined(separator: ", ")
    }
}
