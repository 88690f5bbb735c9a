import HeadlessCore

/// Bounds how deeply scene instantiations and archived view loads run inside one another.
///
/// A scene's relationship segues instantiate other scenes while it is created, and a
/// container view's embed segue instantiates a scene and loads its view while the
/// container's view loads. Storyboard references can lead such chains back to where they
/// started, directly or through other storyboards, which the per-file cycle check cannot
/// see; this guard stops them with an error instead of overflowing the stack.
@MainActor
enum IBNestingGuard {
    /// How many instantiations and view loads are running now, one inside the other.
    private(set) static var depth = 0

    /// Enters one level, or returns false (and reports the cycle) when the limit is reached.
    static func enter(_ object: IBObject, of document: IBDocument, doing what: String) -> Bool {
        guard depth < UIStoryboard.maximumNesting else {
            HeadlessRuntime.current.report(document.error(.cyclicHierarchy, at: object,
                                                          "\(what) \(object.summary) nests \(UIStoryboard.maximumNesting) scene instantiations and view loads deep: relationship or embed segues lead back to where they started through storyboard references, or chain more scenes than a screen holds. Break the cycle or shorten the chain; the scene was not \(what == "loading the view of" ? "loaded" : "instantiated")."))
            return false
        }
        depth += 1
        return true
    }

    /// Leaves the level entered last.
    static func leave() {
        depth -= 1
    }
}
