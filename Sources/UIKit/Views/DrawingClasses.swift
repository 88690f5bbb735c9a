import HeadlessCore

/// Which view classes draw: those that implement `draw(_:)` themselves or inherit an app's
/// implementation, as UIKit gives a backing store and a `draw(_:)` call only to views whose
/// class implements `drawRect:` (References §9.4, issue 19 item 9).
///
/// The answer comes from the class's virtual-method table (``OverrideDetection``), found once
/// per class. Where that reading is not supported, the previous rule stands: classes declared
/// outside the framework draw, since they may override `draw(_:)`.
@MainActor
enum DrawingClasses {
    /// A subclass that overrides nothing, to tell the entries every subclass gets apart.
    private final class PlainProbe: UIView {}
    /// A subclass that overrides only `draw(_:)`.
    private final class DrawingProbe: UIView {
        override func draw(_ rect: CGRect) {}
    }

    /// `draw(_:)`'s entry in UIView's virtual-method table, or nil where it cannot be read.
    static let drawSlot = OverrideDetection.Slot(base: UIView.self, plainProbe: PlainProbe.self, overridingProbe: DrawingProbe.self)

    // Safety: unchecked exclusivity: a main-actor cache read and written in one statement each, never across a call.
    @exclusivity(unchecked) private static var known: [ObjectIdentifier: Bool] = [:]

    /// The last class asked about and its answer: displays come in runs of one class, and
    /// this spares them the dictionary's hashing.
    // Safety: unchecked exclusivity: as `known`.
    @exclusivity(unchecked) private static var last: (type: ObjectIdentifier, draws: Bool)?

    /// Whether views of `type` get `draw(_:)` when displayed.
    static func draws(_ type: UIView.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if let last, last.type == key { return last.draws }
        let answer: Bool
        if let known = known[key] {
            answer = known
        } else {
            answer = drawSlot.map { $0.isOverridden(by: type) } ?? !FrameworkClasses.contains(type)
            known[key] = answer
        }
        last = (key, answer)
        return answer
    }
}

extension UIView {
    /// Whether the view's class implements `draw(_:)`: ``DrawingClasses/draws(_:)``, asked once
    /// per view (a view is asked as it enters a window and at each display).
    var drawsContent: Bool {
        if drawsContentAnswer != 0 { return drawsContentAnswer == 2 }
        let draws = DrawingClasses.draws(type(of: self))
        drawsContentAnswer = draws ? 2 : 1
        return draws
    }
}
