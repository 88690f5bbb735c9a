import HeadlessCore
import Foundation

extension UIResponder {
    /// Posted before the keyboard appears (object nil), after `keyboardWillChangeFrameNotification`.
    public nonisolated static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted when the keyboard finished appearing, after `keyboardDidChangeFrameNotification`.
    public nonisolated static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard goes away, after `keyboardWillChangeFrameNotification`.
    public nonisolated static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted when the keyboard finished going away, after `keyboardDidChangeFrameNotification`.
    public nonisolated static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before any change of the keyboard's frame.
    public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after any change of the keyboard's frame.
    public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change, in screen coordinates (an `NSValue`; read it
    /// with `cgRectValue`).
    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change, in screen coordinates (an `NSValue`).
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds (an `NSNumber`, 0.25).
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve (an `NSNumber` holding a `UIView.AnimationCurve` raw value, 7 as on iOS).
    public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (an `NSNumber`, true).
    public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension NSValue {
    /// A value holding a rectangle, as UIKit stores keyboard frames.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }
    /// A value holding a point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }
    /// A value holding a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }
}

/// The simulated device's keyboard.
///
/// It is up while the first responder takes text (``UIKeyInput``) and is in a window. Each
/// appearance or disappearance posts, through `NotificationCenter.default` with a nil object:
/// `keyboardWillChangeFrame`, then `keyboardWillShow` (or `WillHide`) at once, and
/// `keyboardDidChangeFrame`, then `keyboardDidShow` (or `DidHide`) when virtual time reaches
/// the end of the 0.25 s animation (the show order is a device log's, the hide order inferred
/// from it; References §50.5, §50.7); each user info holds the begin and end frames, the
/// duration (0.25), the curve (7) and `isLocal`. Passing the first responder from one text
/// input to another whose input view or input accessory view is another view reloads the
/// input views: the four notifications again (`WillChangeFrame`, `WillShow`, then
/// `DidChangeFrame`, `DidShow`), even when the frame stays the same; between inputs without
/// input views of their own nothing is posted unless the height changes, which posts the
/// frame-change pair alone (References §50.5).
///
/// The frame spans the screen's width at its bottom. Heights (points, with the predictive
/// bar; measured on iOS 17 devices and matching the commonly published figures):
///
/// | device class | portrait | landscape |
/// |---|---|---|
/// | iPhone with a Home button (`iphone-se`) | 260 | 200 |
/// | iPhone with Face ID (`iphone-15`, `iphone-15-pro-max`) | 336 | 209 |
/// | iPad (`ipad`) | 313 | 398 |
///
/// An `inputView` replaces the keys by its own height; an `inputAccessoryView` adds its height.
@MainActor
enum SimulatedKeyboard {
    static let animationDuration: TimeInterval = 0.25
    static let animationCurve = 7

    /// The keyboard's height for the screen's model and orientation.
    static func keyHeight(for screen: UIScreen) -> CGFloat {
        let landscape = screen.bounds.width > screen.bounds.height
        if screen.model.isPad { return landscape ? 398 : 313 }
        let faceID = screen.model.portraitInsets.bottom > 0
        switch (faceID, landscape) {
        case (true, false): return 336
        case (true, true): return 209
        case (false, false): return 260
        case (false, true): return 200
        }
    }

    /// The frame the keyboard takes for a first responder.
    static func frame(for responder: UIResponder, screen: UIScreen) -> CGRect {
        var height = responder.inputView.map { $0.bounds.height > 0 ? $0.bounds.height : $0.intrinsicContentSize.height }
            ?? keyHeight(for: screen)
        if height < 0 || !height.isFinite { height = keyHeight(for: screen) }
        if let accessory = responder.inputAccessoryView {
            let extra = accessory.bounds.height > 0 ? accessory.bounds.height : max(0, accessory.intrinsicContentSize.height)
            height += extra.isFinite ? extra : 0
        }
        let bounds = screen.bounds
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    /// Brings the keyboard up or down to match the first responder.
    static func update(reloading: Bool = false, in runtime: HeadlessRuntime) {
        let session = runtime.textInput
        guard !session.transferring else { return }
        let screen = runtime.screen
        let responder = session.firstResponder
        let wants = responder.map { ($0 is UIKeyInput) && (($0 as? UIView)?.storedWindow != nil || !($0 is UIView)) } ?? false
        let offscreen = CGRect(x: 0, y: screen.bounds.height, width: screen.bounds.width, height: keyHeight(for: screen))
        switch (wants, session.keyboardFrame) {
        case (true, nil):
            let end = frame(for: responder!, screen: screen)
            session.keyboardFrame = end
            session.keyboardInputViews = inputViews(of: responder!)
            animate(from: offscreen, to: end, will: UIResponder.keyboardWillShowNotification,
                    did: UIResponder.keyboardDidShowNotification, in: runtime)
            (responder as? UIView)?.enclosingViewController?.navigationController?.barsFollowKeyboardAppearing()
        case (false, let current?):
            session.keyboardFrame = nil
            session.keyboardInputViews = (nil, nil)
            animate(from: current, to: CGRect(origin: offscreen.origin, size: current.size),
                    will: UIResponder.keyboardWillHideNotification, did: UIResponder.keyboardDidHideNotification, in: runtime)
        case (true, let current?):
            let end = frame(for: responder!, screen: screen)
            let views = inputViews(of: responder!)
            let reloaded = views != session.keyboardInputViews
            session.keyboardInputViews = views
            guard end != current || reloaded else { return }
            session.keyboardFrame = end
            animate(from: current, to: end, will: reloaded ? UIResponder.keyboardWillShowNotification : nil,
                    did: reloaded ? UIResponder.keyboardDidShowNotification : nil, in: runtime)
        case (false, nil):
            _ = reloading
        }
    }

    /// The identities of a responder's input view and input accessory view.
    static func inputViews(of responder: UIResponder) -> (input: ObjectIdentifier?, accessory: ObjectIdentifier?) {
        (responder.inputView.map(ObjectIdentifier.init), responder.inputAccessoryView.map(ObjectIdentifier.init))
    }

    /// Posts the will-notifications now, moves the keyboard guides, and posts the
    /// did-notifications at the end of the animation.
    static func animate(from begin: CGRect, to end: CGRect, will: Notification.Name?, did: Notification.Name?,
                        in runtime: HeadlessRuntime) {
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: animationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        runtime.withCause("keyboard \(end.minY >= runtime.screen.bounds.height ? "hide" : "show")") {
            runtime.postTraced(UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
            if let will { runtime.postTraced(will, object: nil, userInfo: info) }
            KeyboardGuides.keyboardDidMove(in: runtime)
        }
        runtime.runLoop.schedule(after: animationDuration, settles: true) {
            runtime.postTraced(UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
            if let did { runtime.postTraced(did, object: nil, userInfo: info) }
        }
    }
}
