import HeadlessCore
import Foundation

/// The interface orientations a view controller supports.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    // The raw values are 1 << UIInterfaceOrientation.rawValue, as Apple defines them.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

extension UIInterfaceOrientationMask {
    /// Whether the mask contains one orientation.
    func supports(_ orientation: UIInterfaceOrientation) -> Bool {
        switch orientation {
        case .portrait: contains(.portrait)
        case .portraitUpsideDown: contains(.portraitUpsideDown)
        case .landscapeLeft: contains(.landscapeLeft)
        case .landscapeRight: contains(.landscapeRight)
        case .unknown: false
        }
    }
}

/// The style of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable, Hashable {
    /// Dark content in light mode, light content in dark mode.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
