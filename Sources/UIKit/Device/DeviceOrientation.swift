import HeadlessCore
import Foundation

/// The physical orientation of the device.
///
/// `landscapeLeft` is the device turned so that its top points left (the Home button on
/// the right); the interface then shows in ``UIInterfaceOrientation/landscapeRight``.
public enum UIDeviceOrientation: Int, Sendable, Hashable, CaseIterable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the orientation is one the interface can follow.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }

    /// The name the device's `rotate` action uses, such as `landscape-left`.
    @_spi(Headless) public var actionName: String? {
        switch self {
        case .portrait: "portrait"
        case .portraitUpsideDown: "portrait-upside-down"
        case .landscapeLeft: "landscape-left"
        case .landscapeRight: "landscape-right"
        case .unknown, .faceUp, .faceDown: nil
        }
    }

    /// The orientation named by a `rotate` action argument.
    @_spi(Headless) public init?(actionName: String) {
        guard let match = Self.rotatable.first(where: { $0.actionName == actionName }) else { return nil }
        self = match
    }

    /// The orientations the `rotate` action accepts.
    @_spi(Headless) public static let rotatable: [UIDeviceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]

    /// The interface orientation that follows this device orientation.
    public var interfaceOrientation: UIInterfaceOrientation {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        case .unknown, .faceUp, .faceDown: .unknown
        }
    }
}

/// The orientation of the app's interface.
public enum UIInterfaceOrientation: Int, Sendable, Hashable, CaseIterable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    /// Whether the interface is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the interface is sideways.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
