import HeadlessCore

extension ApplicationLifecycleState {
    /// The state as `UIApplication.applicationState` reports it: a suspended or not-running
    /// app, which cannot ask, reads as `background`.
    @_spi(Headless) public var applicationState: UIApplication.State {
        switch self {
        case .active: .active
        case .inactive: .inactive
        case .background, .suspended, .notRunning: .background
        }
    }
}
