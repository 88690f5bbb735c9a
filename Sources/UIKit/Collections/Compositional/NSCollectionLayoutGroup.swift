import HeadlessCore
import Foundation

/// A row, column or custom arrangement of items (or groups) that a section repeats.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How the group arranges its subitems.
    enum Arrangement {
        case horizontal
        case vertical
        case custom(@MainActor (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem])
    }

    let arrangement: Arrangement
    /// A fixed number of subitems, when the group was made with `count`.
    let fixedCount: Int?
    /// The subitems, repeated in order until the group is full.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between subitems.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.arrangement = arrangement
        self.subitems = subitems
        fixedCount = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A row of `count` copies of `subitem`, sized to share the group's width.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: count)
    }
    /// A row of `count` copies of `subitem`, each keeping its own size.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: Array(repeating: subitem,
                                count: max(1, count)), count: nil)
    }
    /// A row of the subitems, repeated while they fit.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil)
    }
    /// A column of `count` copies of `subitem`, sized to share the group's height.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
                             count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: count)
    }
    /// A column of `count` copies of `subitem`, each keeping its own size.
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                             count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: Array(repeating: subitem,
                                count: max(1, count)), count: nil)
    }
    /// A column of the subitems, repeated while they fit.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: nil)
    }
    /// A group whose item frames a closure computes.
    open class func custom(layoutSize: NSCollectionLayoutSize,
                           itemProvider: @escaping @MainActor (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem])
        -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
    }

    /// A description of the group's arrangement, for diagnostics.
    open func visualDescription() -> String {
        switch arrangement {
        case .horizontal: "horizontal group of \(subitems.count) subitem(s)"
        case .vertical: "vertical group of \(subitems.count) subitem(s)"
        case .custom: "custom group"
        }
    }
}
