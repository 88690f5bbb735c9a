import HeadlessCore
import Foundation

/// The item and section of an index path, as collection views use them.
extension IndexPath {
    /// Creates an index path for an item in a section.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item, the second index.
    public var item: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } }
    }
}
