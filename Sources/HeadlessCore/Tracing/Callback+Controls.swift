/// The callbacks of touches, gesture recognizers and controls, by name.
extension Callback {
    // MARK: Touches
    public static let touchesBegan = Callback("touchesBegan(_:with:)", selector: "touchesBegan:withEvent:")
    public static let touchesMoved = Callback("touchesMoved(_:with:)", selector: "touchesMoved:withEvent:")
    public static let touchesEnded = Callback("touchesEnded(_:with:)", selector: "touchesEnded:withEvent:")
    public static let touchesCancelled = Callback("touchesCancelled(_:with:)", selector: "touchesCancelled:withEvent:")

    // MARK: Control tracking
    public static let beginTracking = Callback("beginTracking(_:with:)", selector: "beginTrackingWithTouch:withEvent:")
    public static let continueTracking = Callback("continueTracking(_:with:)", selector: "continueTrackingWithTouch:withEvent:")
    public static let endTracking = Callback("endTracking(_:with:)", selector: "endTrackingWithTouch:withEvent:")
    public static let cancelTracking = Callback("cancelTracking(with:)", selector: "cancelTrackingWithEvent:")
    public static let updateConfiguration = Callback("updateConfiguration()", selector: "updateConfiguration")
    public static let configurationUpdateHandler = Callback("configurationUpdateHandler(_:)", selector: "configurationUpdateHandler:")

    // MARK: Gesture recognizers
    public static let gestureShouldBegin = Callback(
        "gestureRecognizerShouldBegin(_:)", selector: "gestureRecognizerShouldBegin:")
    public static let gestureShouldReceiveTouch = Callback(
        "gestureRecognizer(_:shouldReceive:)", selector: "gestureRecognizer:shouldReceiveTouch:")
    public static let gestureShouldRecognizeSimultaneously = Callback(
        "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
        selector: "gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:")
    public static let gestureShouldRequireFailure = Callback(
        "gestureRecognizer(_:shouldRequireFailureOf:)", selector: "gestureRecognizer:shouldRequireFailureOfGestureRecognizer:")
    public static let gestureShouldBeRequiredToFail = Callback(
        "gestureRecognizer(_:shouldBeRequiredToFailBy:)", selector: "gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:")
    public static let gestureAction = Callback("gestureAction(_:)", selector: "gestureAction:")
}
