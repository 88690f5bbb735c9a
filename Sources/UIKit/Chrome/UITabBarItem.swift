import HeadlessCore
import Foundation

/// A tab in a tab bar: a title, an image, and an optional badge.
///
/// Every view controller has one (``UIViewController/tabBarItem``), titled after the
/// controller until the app sets its own; the device's `tap-tab <title>` finds a tab by it.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The tabs the system defines, with their system titles and images.
    public enum SystemItem: Int, Sendable, Hashable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed
    }

    /// The image shown when the tab is selected.
    open var selectedImage: UIImage?
    /// The text of the badge on the tab; nil shows none.
    open var badgeValue: String?
    /// The badge's colour.
    open var badgeColor: UIColor?

    /// Creates a tab with no title or image.
    public override init() {
        super.init()
    }

    /// Creates a tab from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a tab with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates a tab with a title, an image and a selected image.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates a system tab with a tag.
    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
        self.init()
        self.title = systemItem.systemTitle
        self.tag = tag
    }
}

extension UITabBarItem.SystemItem {
    /// The title of a system tab (English).
    var systemTitle: String {
        switch self {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }
}
