/// The codes of the controls, gesture recognizers and touches (issue 15, items 4–6).
extension DiagnosticCode {
    // MARK: control
    /// A control's value was set to something that is not a number; it kept its value.
    public static let controlValueNotANumber: DiagnosticCode = "control.value.notANumber"
    /// A control's range was set with a minimum above its maximum; the other bound moved.
    public static let controlRangeInverted: DiagnosticCode = "control.range.inverted"
    /// A segment index outside the segmented control; nothing changed.
    public static let controlSegmentIndexOutOfRange: DiagnosticCode = "control.segment.indexOutOfRange"
    /// A negative count or index (pages, step value); nothing changed.
    public static let controlNegativeValue: DiagnosticCode = "control.value.negative"

    // MARK: gesture
    /// A gesture recognizer was added to a second view; it moved, as on iOS.
    public static let gestureRecognizerMoved: DiagnosticCode = "gesture.recognizer.moved"
    /// `require(toFail:)` would make recognizers wait for each other forever.
    public static let gestureRequirementCycle: DiagnosticCode = "gesture.requirement.cycle"
    /// A recognizer's state was set along an edge the state machine does not have.
    public static let gestureStateIllegalEdge: DiagnosticCode = "gesture.state.illegalEdge"
    /// A page passed to a page control's per-page method is not one of its pages.
    public static let pageControlIndexOutOfRange: DiagnosticCode = "control.page.indexOutOfRange"
    /// A token index passed to a search field's method is not one of its tokens'.
    public static let searchTokenIndexOutOfRange: DiagnosticCode = "searchField.tokenIndexOutOfRange"
}
