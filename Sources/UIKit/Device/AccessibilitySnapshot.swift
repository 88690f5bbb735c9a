import HeadlessCore
import Foundation

/// The app's screen as UI tests see it: a tree of accessibility elements (the application, its
/// key window, and under it buttons, static texts, text fields, cells, bars…) with the
/// attributes XCUITest reads, captured at one moment.
///
/// The tree is flat, in reading order (preorder), each node knowing its depth and where its
/// subtree ends, so queries walk it without recursion however deep the app's views nest.
/// ``SimulatedDevice/accessibilitySnapshot()`` captures it from the key window; the actions of
/// `SimulatedDevice+ElementActions.swift` act on its nodes.
///
/// Which views are elements follows iOS's accessibility rules (`UIView+Accessibility.swift`):
/// a view that is an accessibility element (a label, a control) is a leaf, its subviews
/// are not elements; a cell is a container whose labels are its static texts; a segmented
/// control's segments, a stepper's halves, bar button items, tabs and an alert's actions are
/// buttons; a picker view is a picker holding a picker wheel per component (References §52.3); a view that is no element and has no identifier is not a node (its elements join
/// its nearest ancestor's node). Hidden and transparent views and their subtrees are left out.
@MainActor
@_spi(Headless) public struct AccessibilitySnapshot {
    /// The elements, in preorder: index 0 is the application.
    public let nodes: [AccessibilityNode]
    /// For each node, the index after the last node of its subtree.
    public let subtreeEnds: [Int]

    init(nodes: [AccessibilityNode]) {
        self.nodes = nodes
        var ends = Array(repeating: nodes.count, count: nodes.count)
        var open: [Int] = []
        for (index, node) in nodes.enumerated() {
            while let last = open.last, nodes[last].depth >= node.depth {
                ends[last] = index
                open.removeLast()
            }
            open.append(index)
        }
        subtreeEnds = ends
    }

    /// The indices of the node's descendants, in preorder.
    public func descendants(of index: Int) -> Range<Int> {
        (index + 1)..<subtreeEnds[index]
    }

    /// The indices of the node's children, in order.
    public func children(of index: Int) -> [Int] {
        var found: [Int] = []
        var child = index + 1
        while child < subtreeEnds[index] {
            found.append(child)
            child = subtreeEnds[child]
        }
        return found
    }

    /// The tree as XCUITest's `debugDescription` prints it: one line per element, indented by
    /// depth, `→` marking `marked` (at most `limit` lines; the rest are counted).
    public func treeDescription(marking marked: Int? = nil, limit: Int = 400) -> String {
        var lines: [String] = []
        for (index, node) in nodes.enumerated() {
            if lines.count == limit {
                lines.append(String(repeating: " ", count: 2) + "… and \(nodes.count - limit) more elements")
                break
            }
            let indent = String(repeating: " ", count: 2 * min(node.depth, 40))
            lines.append(indent + (index == marked ? "→" : " ") + node.summary)
        }
        return lines.joined(separator: "\n")
    }
}

/// One accessibility element of an ``AccessibilitySnapshot``, with the attributes XCUITest
/// reads (`XCUIElementAttributes`).
@MainActor
@_spi(Headless) public struct AccessibilityNode {
    /// The element's type, as XCUITest names it.
    public let type: AccessibilityElementType
    /// Its depth in the tree: 0 for the application.
    public let depth: Int
    /// The accessibility identifier, or "".
    public let identifier: String
    /// The accessibility label, or "".
    public let label: String
    /// The value: a switch's "0"/"1", a slider's percentage, a text field's text (its
    /// placeholder when empty), a text view's text; nil when the element has none.
    public let value: String?
    /// The title: a window's or navigation bar's title, else "".
    public let title: String
    /// A text field's placeholder, else nil.
    public let placeholderValue: String?
    /// The frame in screen coordinates.
    public let frame: CGRect
    /// Whether the element is enabled (a disabled control, bar item or alert action is not).
    public let isEnabled: Bool
    /// Whether the element is selected (a selected cell, tab, segment or control).
    public let isSelected: Bool
    /// Whether a tap at the element's centre would reach it: it is on screen and nothing
    /// unrelated covers its centre.
    public let isHittable: Bool
    /// Whether it is the first responder (the keyboard types into it).
    public let hasFocus: Bool
    /// How the engine names the object behind it (`UIButton#2`), for messages.
    public let objectName: String
    /// What acting on the element acts on.
    let target: AccessibilityTarget

    /// The view the element is or stands on (a segment's control, a stepper for its
    /// halves); nil for what bars and alerts draw without views, keys and the application.
    public var view: UIView? { target.view }

    /// One line: `Button, {{20.0, 40.0}, {100.0, 44.0}}, identifier: 'save', label: 'Save'`.
    public var summary: String {
        var parts = [type.displayName, Self.describe(frame)]
        if !identifier.isEmpty { parts.append("identifier: '\(identifier)'") }
        if !label.isEmpty { parts.append("label: '\(label)'") }
        if !title.isEmpty { parts.append("title: '\(title)'") }
        if let placeholderValue, !placeholderValue.isEmpty { parts.append("placeholderValue: '\(placeholderValue)'") }
        if let value, !value.isEmpty { parts.append("value: \(value)") }
        if !isEnabled { parts.append("Disabled") }
        if isSelected { parts.append("Selected") }
        if hasFocus { parts.append("Keyboard Focused") }
        return parts.joined(separator: ", ")
    }

    static func describe(_ rect: CGRect) -> String {
        func number(_ value: CGFloat) -> String { String(format: "%.1f", Double(value)) }
        return "{{\(number(rect.minX)), \(number(rect.minY))}, {\(number(rect.width)), \(number(rect.height))}}"
    }
}

/// What an action on an accessibility node reaches: an element of the device's element
/// finder (tapped as the device's `tap` action taps it), a view (touched at a point), a key of
/// the keyboard, or nothing (the application, a window, a static container).
@MainActor
enum AccessibilityTarget {
    case element(ScreenElement)
    case view(UIView)
    /// A point of a view: a stepper's decrement or increment half.
    case point(UIView, CGPoint)
    /// A wheel (component) of a picker view.
    case pickerWheel(UIPickerView, component: Int)
    case key(String)
    case none

    /// The view the target is or stands on, if any.
    var view: UIView? {
        switch self {
        case .element(let element): element.view
        case .view(let view), .point(let view, _): view
        case .pickerWheel(let picker, _): picker
        case .key, .none: nil
        }
    }
}

/// The element types of XCUITest (`XCUIElement.ElementType`) that the engine's screens have.
@_spi(Headless) public enum AccessibilityElementType: String, Sendable, Hashable, CaseIterable {
    case application, window, other, button, staticText, textField, secureTextField, searchField, textView
    case cell, table, collectionView, scrollView, navigationBar, tabBar, toolbar, alert, sheet
    case `switch`, slider, stepper, segmentedControl, image, activityIndicator, progressIndicator, pageIndicator
    case datePicker, picker, pickerWheel, menu, menuItem, keyboard, key

    /// How XCUITest's trees name the type: `Button`, `StaticText`, `NavigationBar`.
    public var displayName: String {
        let name = rawValue
        return name.prefix(1).uppercased() + name.dropFirst()
    }
}
