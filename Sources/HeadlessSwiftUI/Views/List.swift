import Foundation

/// Rows in a scrolling column: rendered as a plain `UITableView` with one row per view of its
/// content (a `ForEach` gives one row per element) (References §59.3).
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content

    public typealias Body = Never
    public var body: Never { primitiveBody(of: Self.self) }
}

extension List where SelectionValue == Never {
    /// A list of static content: each view of `content` is a row.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list with a row for each element of `data`, identified by the element's id.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A list with a row for each element of `data`, identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A list with a row for each integer of a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}
