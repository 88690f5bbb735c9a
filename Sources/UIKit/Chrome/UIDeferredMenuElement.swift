import HeadlessCore
import Foundation

/// A menu element whose elements are supplied when the menu shows, possibly later: the menu
/// shows "Loading…" until the provider calls its completion.
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
    /// The block that supplies the elements, calling its completion once with them.
    public typealias ElementProvider = @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

    let provider: ElementProvider
    /// Whether the elements are asked for again every time the menu shows.
    let isUncached: Bool
    /// The elements once supplied (kept unless uncached).
    var suppliedElements: [UIMenuElement]?

    /// Creates an element whose elements are supplied once, the first time the menu shows.
    public init(_ elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        isUncached = false
        super.init(title: "")
    }

    private init(uncached elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        isUncached = true
        super.init(title: "")
    }

    /// Creates an element whose elements are asked for every time the menu shows.
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncached: elementProvider)
    }
}
