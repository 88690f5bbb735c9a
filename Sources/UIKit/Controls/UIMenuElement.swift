import HeadlessCore
import Foundation

/// The common base of menu items and actions: a title and display attributes.
///
/// An `NSObject`, as on iOS: two elements are equal (`==`, `firstIndex(of:)`) when they are
/// the same object, through `isEqual(_:)`.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// The title shown for the element.
    open var title: String
    /// A second line of text.
    open var subtitle: String?

    /// Creates an element with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// How an element is displayed.
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates attributes from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown disabled.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown as destructive.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open after the action.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a check mark.
    public enum State: Int, Sendable, Hashable {
        /// No mark.
        case off = 0
        /// A check mark.
        case on = 1
        /// A mixed mark.
        case mixed = 2
    }
}
