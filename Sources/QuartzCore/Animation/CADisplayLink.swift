import Foundation

/// A timer in step with the display's frames: 60 virtual frames a second on the animation
/// clock. Its frames do not keep a host that runs until idle busy; they fire while the clock
/// advances.
///
/// Linux has no selectors: create one with `init(handler:)`.
open class CADisplayLink {
    private let handler: (CADisplayLink) -> Void
    private var token: Int?
    /// The time of the last frame.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The interval between frames.
    open var duration: CFTimeInterval { 1.0 / Double(effectiveFramesPerSecond) }
    /// The preferred rate; 0 means the display's maximum (60).
    open var preferredFramesPerSecond = 0
    /// Whether frames are paused.
    open var isPaused = false {
        didSet { if !isPaused && token == nil && isScheduled { scheduleNext() } }
    }
    private var isScheduled = false
    /// The Core Animation of the process that started the frames (References §46.1).
    private var context: CATransactionContext?

    /// A display link that calls `handler` every frame.
    @_spi(Headless) public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
    }

    private var effectiveFramesPerSecond: Int {
        preferredFramesPerSecond > 0 ? min(preferredFramesPerSecond, 60) : 60
    }

    /// Starts the frames (the run loop and mode are accepted for compatibility).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isScheduled else { return }
        isScheduled = true
        scheduleNext()
    }

    /// Stops the frames.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }

    /// Stops the frames for good.
    open func invalidate() {
        isScheduled = false
        if let token, let context, CoreAnimationHost.isAvailable { context.clock?.cancel(token) }
        token = nil
    }

    private func scheduleNext() {
        // Off the main thread Core Animation here does nothing (CoreAnimationHost.isAvailable).
        guard let context = context ?? CoreAnimationHost.currentContext() else { token = nil; return }
        self.context = context
        guard let clock = context.clock, !isPaused else { token = nil; return }
        // Frames sit on a fixed grid of the clock (n / fps), so rounding never drifts.
        let fps = Double(effectiveFramesPerSecond)
        targetTimestamp = ((clock.now * fps + 1e-6).rounded(.down) + 1) / fps
        token = clock.schedule(after: targetTimestamp - clock.now, settles: false) { [weak self] in
            guard let self, self.isScheduled else { return }
            self.token = nil
            self.timestamp = clock.now
            self.handler(self)
            if self.isScheduled { self.scheduleNext() }
        }
    }
}
