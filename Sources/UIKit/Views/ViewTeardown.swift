import HeadlessCore

/// Releases the subviews of destroyed views one after the other instead of one inside the
/// other.
///
/// A view releases its subviews in its `deinit`; when that is the last reference, each
/// subview's `deinit` would run inside its superview's, so a chain of 30,000 views nested in
/// one another overflowed the stack. Here the first `deinit` drains a work list: a subview's
/// own `deinit`, running from the drain, only adds its subviews to the list.
@MainActor
enum ViewTeardown {
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) private static var pending: [UIView] = []
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) private static var draining = false

    /// Takes the views out of `views` and releases them, now or from the running drain.
    static func release(_ views: inout [UIView]) {
        guard !views.isEmpty else { return }
        pending.append(contentsOf: views)
        views.removeAll()
        guard !draining else { return }
        draining = true
        defer { draining = false }
        while !pending.isEmpty {
            // Dropping the list's reference may run the view's deinit here, which only queues
            // its subviews.
            pending.removeLast()
        }
    }
}
