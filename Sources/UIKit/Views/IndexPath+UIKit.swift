import HeadlessCore
import Foundation

/// The row and section of an index path, as table views use them.
extension IndexPath {
    /// Creates an index path for a row in a section.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section, the first index.
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } }
    }

    /// The row, the second index.
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } }
    }
}
