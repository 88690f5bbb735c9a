import HeadlessCore
import Foundation

/// The state of a cell that configurations read: selection, highlight, editing, expansion
/// and the traits.
public struct UICellConfigurationState: Hashable {
    /// The states of a drag a cell takes part in.
    public enum DragState: Int, Sendable, Hashable {
        /// Not being dragged.
        case none
        /// Lifting for a drag.
        case lifting
        /// Being dragged.
        case dragging
    }

    /// The states of a drop a cell takes part in.
    public enum DropState: Int, Sendable, Hashable {
        /// Not a drop target.
        case none
        /// A drop target that does not accept the drop.
        case notTargeted
        /// A drop target.
        case targeted
    }

    /// The traits of the cell.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has focus.
    public var isFocused = false
    /// Whether the cell is pinned.
    public var isPinned = false
    /// Whether the collection view is editing.
    public var isEditing = false
    /// Whether the cell's item is expanded in an outline.
    public var isExpanded = false
    /// Whether the cell is swiped to show actions.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// The cell's drag state.
    public var cellDragState: DragState = .none
    /// The cell's drop state.
    public var cellDropState: DropState = .none
    var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// Creates a state with traits.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }


    /// The flags that are set, for traces (`[selected, highlighted]`).
    var traceDescription: String {
        let flags: [(Bool, String)] = [(isSelected, "selected"), (isHighlighted, "highlighted"), (isDisabled, "disabled"),
                                      (isEditing, "editing"), (isExpanded, "expanded"), (isFocused, "focused")]
        return "[" + flags.filter(\.0).map(\.1).joined(separator: ", ") + "]"
    }
}

extension UICellConfigurationState: UIConfigurationState {
    /// A custom value of the state.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}
