import HeadlessCore

/// Departures: the moments an object leaves the screen or its container for good.
///
/// The framework reports each one here (a popped or dismissed controller, a child removed
/// from its parent, a view removed from its superview, a window torn down, a scene
/// disconnected) so that a test kit can check, once the run loop settles, that the object
/// was released. The framework itself keeps no reference.
extension HeadlessRuntime {
    /// A departure: the object that left and how it left.
    public struct Departure {
        /// The object that left; the framework does not keep it alive.
        public weak var object: UIResponder?
        /// Its trace name, such as `DetailViewController#1`.
        public let name: String
        /// How it left.
        public let how: DepartureManner
    }

    /// Reports that an object left; observers registered with ``onDeparture`` hear of it.
    public func noteDeparture(_ object: UIResponder, how: DepartureManner) {
        departureObserver?(Departure(object: object, name: object.traceName, how: how))
    }

    /// Called with every departure; a test kit sets it.
    public var onDeparture: ((Departure) -> Void)? {
        get { departureObserver }
        set { departureObserver = newValue }
    }
}
