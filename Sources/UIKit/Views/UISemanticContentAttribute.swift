import HeadlessCore
import Foundation

/// How a view's content is arranged relative to the language's writing direction.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the language's direction (the default): flipped in a right-to-left language.
    case unspecified = 0
    /// Playback controls (play, rewind, fast-forward): always left to right.
    case playback = 1
    /// Controls with a spatial meaning (a directional pad, alignment buttons): always left to right.
    case spatial = 2
    /// Always left to right, whatever the language.
    case forceLeftToRight = 3
    /// Always right to left, whatever the language.
    case forceRightToLeft = 4
}

/// The direction in which the interface is laid out.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Leading is left, trailing is right.
    case leftToRight = 0
    /// Leading is right, trailing is left.
    case rightToLeft = 1
}
