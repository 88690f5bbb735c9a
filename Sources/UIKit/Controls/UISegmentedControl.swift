import HeadlessCore
import Foundation

/// A row of segments, one of which is selected.
///
/// A tap on a segment by the user (a touch, or the device's `select-segment` action)
/// selects it and sends `.valueChanged`; a tap on the selected segment sends nothing, and a
/// disabled segment ignores taps. With ``isMomentary`` the segment is not kept selected.
/// Setting ``selectedSegmentIndex`` from code sends nothing. An index outside the segments is
/// refused with a diagnostic (`control.segment.indexOutOfRange`).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// A single tap is its default action: a superview's tap recognizer leaves it alone.
    override var keepsSingleTaps: Bool { true }

    /// No segment is selected.
    public static let noSegment = -1

    struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
    }

    var segments: [Segment] = []
    private var storedSelection = UISegmentedControl.noSegment

    /// Whether a tap selects only for the moment. Default false.
    open var isMomentary = false
    /// Whether segments are as wide as their content. Default false.
    open var apportionsSegmentWidthsByContent = false
    /// The colour of the selected segment.
    open var selectedSegmentTintColor: UIColor?

    /// The segments' background and divider images per state and bar metrics (References §56.1).
    var backgroundImages = ControlStateImages()
    var dividerImages = ControlStateImages()
    /// The title attributes per state.
    var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the segments' background image for a state and bar metrics; a state without one
    /// uses the normal state's.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        backgroundImages.set(backgroundImage, for: state, metrics: barMetrics)
    }

    /// The background image for a state and bar metrics, else the normal state's (and the
    /// `.default` metrics'); nil when none is set.
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages.image(for: state, metrics: barMetrics)
    }

    /// Sets the image between two segments in the given states.
    open func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics) {
        dividerImages.set(dividerImage, for: leftState, rightState, metrics: barMetrics)
    }

    /// The divider for two segments' states, else the one between two normal segments.
    open func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
                           barMetrics: UIBarMetrics) -> UIImage? {
        dividerImages.image(for: leftState, rightState, metrics: barMetrics)
    }

    /// Sets the attributes of the titles for a state (a font, a foreground colour).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        invalidateIntrinsicContentSize()
    }

    /// The attributes of the titles for a state, else the normal state's.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue] ?? titleAttributes[UIControl.State.normal.rawValue]
    }

    /// Creates an empty segmented control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a segmented control from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a control with a segment per item: a `String` is a title, a `UIImage` an image.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let image = item as? UIImage {
                segments.append(Segment(image: image))
            } else {
                segments.append(Segment(title: item as? String ?? String(describing: item)))
            }
        }
    }

    /// Creates a control with a segment per action: its title, and the action runs when the
    /// segment is selected by the user.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, action: $0) }
    }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or ``noSegment``.
    open var selectedSegmentIndex: Int {
        get { storedSelection }
        set {
            guard newValue == UISegmentedControl.noSegment || segments.indices.contains(newValue) else {
                return reportIndex(newValue, "selectedSegmentIndex")
            }
            storedSelection = newValue
        }
    }

    /// Inserts a segment with a title; an index past the end appends.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment with an image.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for an action.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, action: action), at: segment)
    }

    /// Removes a segment; the selection follows its segment, or goes when it is removed.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return reportIndex(segment, "removeSegment(at:)") }
        segments.remove(at: segment)
        if storedSelection == segment { storedSelection = UISegmentedControl.noSegment }
        else if storedSelection > segment { storedSelection -= 1 }
        invalidateIntrinsicContentSize()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        storedSelection = UISegmentedControl.noSegment
        invalidateIntrinsicContentSize()
    }

    /// Sets a segment's title.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return reportIndex(segment, "setTitle(_:forSegmentAt:)") }
        segments[segment].title = title
        // A segment shows a title or an image, not both (Apple's `setImage(_:forSegmentAt:)`).
        if title != nil { segments[segment].image = nil }
        invalidateIntrinsicContentSize()
    }

    /// A segment's title, or nil.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's image, which replaces its title (a segment shows one or the other).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return reportIndex(segment, "setImage(_:forSegmentAt:)") }
        segments[segment].image = image
        if image != nil { segments[segment].title = nil }
        invalidateIntrinsicContentSize()
    }

    /// A segment's image, or nil.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables a segment.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return reportIndex(segment, "setEnabled(_:forSegmentAt:)") }
        segments[segment].isEnabled = enabled
    }

    /// Whether a segment is enabled (false for an index outside the segments).
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Sets a segment's width; 0 lets the control choose.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return reportIndex(segment, "setWidth(_:forSegmentAt:)") }
        segments[segment].width = width
    }

    /// A segment's width (0 when the control chooses).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Sets the action of a segment: its title and image become the segment's, and the action
    /// runs when the person selects the segment.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return reportIndex(segment, "setAction(_:forSegmentAt:)") }
        segments[segment].action = action
        segments[segment].title = action.title
        segments[segment].image = action.image
        invalidateIntrinsicContentSize()
    }

    /// The action of a segment made from one.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment made from the action with an identifier, or ``noSegment``.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? UISegmentedControl.noSegment
    }

    /// The titles' font: the normal state's attributes', else the system font at 13 points.
    var titleFont: UIFont { titleTextAttributes(for: .normal)?[.font] as? UIFont ?? .systemFont(ofSize: 13) }

    /// The titles' widths in the title font (the system font at 13 points by default), plus 16 points of padding each,
    /// and 32 points tall.
    open override var intrinsicContentSize: CGSize {
        let titleFont = titleFont
        let widths = segments.map { segment -> CGFloat in
            let text = TextMetrics.size(of: segment.title ?? "", font: titleFont, numberOfLines: 1,
                                        maxWidth: nil, scale: runtime.screen.scale)
            return segment.width > 0 ? segment.width : text.width + 16
        }
        let width = apportionsSegmentWidthsByContent ? widths.reduce(0, +) : (widths.max() ?? 0) * CGFloat(widths.count)
        return CGSize(width: width, height: 32)
    }

    /// The segment under a point of the control: segments share the width equally (or by
    /// their set widths).
    func segment(at location: CGPoint) -> Int? {
        guard !segments.isEmpty, bounds.width > 0 else { return nil }
        for index in segments.indices where location.x < segmentRect(at: index).maxX { return index }
        return segments.count - 1
    }

    /// The rectangle a segment takes in the control's bounds (zero when there is no such
    /// segment): the device touches a segment at its centre.
    func segmentRect(at index: Int) -> CGRect {
        guard segments.indices.contains(index) else { return .zero }
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let flexible = segments.filter { $0.width <= 0 }.count
        let share = flexible > 0 ? max(0, bounds.width - fixed) / CGFloat(flexible) : 0
        var x = bounds.minX
        for segment in segments[..<index] { x += segment.width > 0 ? segment.width : share }
        let width = segments[index].width > 0 ? segments[index].width : share
        return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
    }

    /// The user tapped a segment: selects it (unless disabled or already selected), runs its
    /// action, and sends `.valueChanged`. Returns why nothing happened, or nil.
    @discardableResult
    func userSelect(_ index: Int) -> String? {
        guard segments.indices.contains(index) else {
            return "\(traceName) has \(segments.count) segment\(segments.count == 1 ? "" : "s"); there is no segment \(index)."
        }
        guard segments[index].isEnabled else {
            return "segment \(index) of \(traceName) is disabled (setEnabled(_:forSegmentAt:))."
        }
        guard isMomentary || index != storedSelection else { return nil }
        storedSelection = index
        if let action = segments[index].action {
            runtime.deliver(self, .sendAction, [action.traceDescription]) { sendAction(action) }
        }
        sendActions(for: .valueChanged)
        if isMomentary { storedSelection = UISegmentedControl.noSegment }
        return nil
    }

    override func controlTapped(at location: CGPoint) {
        if let index = segment(at: location) { userSelect(index) }
    }

    private func insert(_ segment: Segment, at index: Int) {
        let position = min(max(index, 0), segments.count)
        segments.insert(segment, at: position)
        if storedSelection >= position { storedSelection += 1 }
        invalidateIntrinsicContentSize()
    }

    private func reportIndex(_ index: Int, _ member: String) {
        runtime.report(.warning, .controlSegmentIndexOutOfRange,
                       "\(traceName).\(member): segment \(index) is out of range; the control has \(segments.count) segment\(segments.count == 1 ? "" : "s") (0..<\(segments.count)). Nothing changed.",
                       about: self)
    }
}

extension UISegmentedControl: AppearanceImagePainting {
    /// Every segment's rectangle, in one pass (``segmentRect(at:)`` for each).
    func segmentRects() -> [CGRect] {
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let flexible = segments.filter { $0.width <= 0 }.count
        let share = flexible > 0 ? max(0, bounds.width - fixed) / CGFloat(flexible) : 0
        var x = bounds.minX
        return segments.map { segment in
            let width = segment.width > 0 ? segment.width : share
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// A segment's state: selected when it is the selected segment, disabled when it or the
    /// control is.
    func segmentState(at index: Int) -> UIControl.State {
        var state: UIControl.State = []
        if index == selectedSegmentIndex { state.insert(.selected) }
        if !isEnabled || !(segments.indices.contains(index) && segments[index].isEnabled) { state.insert(.disabled) }
        return state
    }

    /// The bar metrics the control is drawn for: compact in a compact-height environment.
    var drawnBarMetrics: UIBarMetrics { traitCollection.verticalSizeClass == .compact ? .compact : .default }

    /// Each segment's background image for its state over the segment, then the divider for
    /// each pair of neighbours, centred on their border (References §56.1).
    var appearanceImagePlacements: [AppearanceImagePlacement] {
        guard !backgroundImages.isEmpty || !dividerImages.isEmpty else { return [] }
        let metrics = drawnBarMetrics
        let rects = segmentRects()
        var placements: [AppearanceImagePlacement] = []
        for index in segments.indices {
            if let image = backgroundImage(for: segmentState(at: index), barMetrics: metrics) {
                placements.append(.init(image: image, rect: rects[index]))
            }
        }
        for index in segments.indices.dropFirst() {
            guard let image = dividerImage(forLeftSegmentState: segmentState(at: index - 1),
                                           rightSegmentState: segmentState(at: index), barMetrics: metrics) else { continue }
            let border = rects[index].minX
            let width = image.size.width
            placements.append(.init(image: image, rect: CGRect(x: border - width / 2, y: bounds.minY, width: width, height: bounds.height)))
        }
        return placements
    }
}
