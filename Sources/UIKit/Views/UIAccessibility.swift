import Foundation

/// The state of the assistive technologies (References §57.4).
///
/// The simulated device runs none of them and has every accessibility display setting off,
/// as a device out of the box: apps take their default path.
public enum UIAccessibility {
    /// Whether VoiceOver is on: no, the simulated device has no screen reader.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is on: no.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether Reduce Motion is on: no.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Reduce Transparency is on: no.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Differentiate Without Color is on: no.
    public static var shouldDifferentiateWithoutColor: Bool { false }
}
