import Foundation
@_spi(Headless) import UIKit

/// How an element or a query finds its elements: steps from the application, resolved afresh
/// against the screen each time they are read, as XCUITest re-resolves its queries.
///
/// Resolution walks the flat ``AccessibilitySnapshot`` with index ranges: descendants of many
/// nodes are merged in one pass, `containing` uses a prefix count, so every step is linear in
/// the number of elements whatever the nesting.
@MainActor
struct ElementLocator {
    /// One step of a locator.
    enum Step {
        case descendants(XCUIElement.ElementType)
        case children(XCUIElement.ElementType)
        /// Elements whose identifier, label, title or placeholder is the text.
        case identifier(String)
        case type(XCUIElement.ElementType, identifier: String?)
        case predicate(NSPredicate)
        case containing(XCUIElement.ElementType, identifier: String?)
        case containingPredicate(NSPredicate)
        /// The one element of the query (subscripts, `element`): several is an error.
        case unique
        case index(Int)
        case first
    }

    var steps: [Step] = []

    func appending(_ step: Step) -> ElementLocator {
        ElementLocator(steps: steps + [step])
    }

    /// What a resolution found.
    enum Resolution {
        case found([Int])
        /// A step that wants one element found several.
        case ambiguous(count: Int, after: String)
    }

    /// The matching node indices, in reading order.
    @MainActor
    func resolve(in snapshot: AccessibilitySnapshot) -> Resolution {
        var current = [0]
        for (position, step) in steps.enumerated() {
            switch step {
            case .descendants(let type):
                current = Self.descendants(of: current, in: snapshot).filter { Self.node(snapshot.nodes[$0], is: type) }
            case .children(let type):
                current = current.flatMap { snapshot.children(of: $0) }.filter { Self.node(snapshot.nodes[$0], is: type) }
            case .identifier(let text):
                current = current.filter { Self.node(snapshot.nodes[$0], isIdentifiedBy: text) }
            case .type(let type, let identifier):
                current = current.filter { index in
                    let node = snapshot.nodes[index]
                    return Self.node(node, is: type) && (identifier.map { Self.node(node, isIdentifiedBy: $0) } ?? true)
                }
            case .predicate(let predicate):
                current = current.filter { predicate.evaluate(with: ElementAttributes(snapshot.nodes[$0])) }
            case .containing(let type, let identifier):
                current = Self.containing(current, in: snapshot) { node in
                    Self.node(node, is: type) && (identifier.map { Self.node(node, isIdentifiedBy: $0) } ?? true)
                }
            case .containingPredicate(let predicate):
                current = Self.containing(current, in: snapshot) { predicate.evaluate(with: ElementAttributes($0)) }
            case .unique:
                if current.count > 1 {
                    return .ambiguous(count: current.count, after: ElementLocator(steps: Array(steps[..<position])).description)
                }
            case .index(let index):
                current = current.indices.contains(index) ? [current[index]] : []
            case .first:
                current = Array(current.prefix(1))
            }
        }
        return .found(current)
    }

    private static func node(_ node: AccessibilityNode, is type: XCUIElement.ElementType) -> Bool {
        type == .any || XCUIElement.ElementType(node.type) == type
    }

    /// XCUITest's identifier matching: the accessibility identifier, else what the element is
    /// called (its label, title, or a text field's placeholder).
    private static func node(_ node: AccessibilityNode, isIdentifiedBy text: String) -> Bool {
        node.identifier == text || node.label == text || node.title == text || node.placeholderValue == text
    }

    /// The descendants of every node of `roots`, once each, in preorder.
    @MainActor
    private static func descendants(of roots: [Int], in snapshot: AccessibilitySnapshot) -> [Int] {
        var found: [Int] = []
        var covered = 0
        for root in roots.sorted() {
            let range = snapshot.descendants(of: root)
            let start = max(range.lowerBound, covered)
            if start < range.upperBound { found.append(contentsOf: start..<range.upperBound) }
            covered = max(covered, range.upperBound)
        }
        return found
    }

    /// The nodes of `candidates` with a descendant that `matches`.
    @MainActor
    private static func containing(_ candidates: [Int], in snapshot: AccessibilitySnapshot,
                                   where matches: (AccessibilityNode) -> Bool) -> [Int] {
        // counts[i]: how many of the nodes before i match.
        var counts = [0]
        counts.reserveCapacity(snapshot.nodes.count + 1)
        for node in snapshot.nodes { counts.append(counts[counts.count - 1] + (matches(node) ? 1 : 0)) }
        return candidates.filter { index in
            let range = snapshot.descendants(of: index)
            return counts[range.upperBound] - counts[range.lowerBound] > 0
        }
    }

    /// How messages name the locator: `Descendants matching type Button → Elements matching
    /// identifier "Save"`.
    var description: String {
        guard !steps.isEmpty else { return "Application" }
        return (["Application"] + steps.map(\.description)).joined(separator: " → ")
    }
}

extension ElementLocator.Step {
    var description: String {
        switch self {
        case .descendants(let type): "Descendants matching type \(type.displayName)"
        case .children(let type): "Children matching type \(type.displayName)"
        case .identifier(let text): "Elements matching identifier \"\(text)\""
        case .type(let type, let identifier): "Elements of type \(type.displayName)\(identifier.map { " matching identifier \"\($0)\"" } ?? "")"
        case .predicate(let predicate): "Elements matching predicate \(predicate)"
        case .containing(let type, let identifier): "Elements containing elements of type \(type.displayName)\(identifier.map { " matching identifier \"\($0)\"" } ?? "")"
        case .containingPredicate(let predicate): "Elements containing elements matching predicate \(predicate)"
        case .unique: "the element"
        case .index(let index): "Element at index \(index)"
        case .first: "First match"
        }
    }
}

extension XCUIElement.ElementType {
    /// The XCUITest type of an engine element type.
    init(_ type: AccessibilityElementType) {
        self = switch type {
        case .application: .application
        case .window: .window
        case .other: .other
        case .button: .button
        case .staticText: .staticText
        case .textField: .textField
        case .secureTextField: .secureTextField
        case .searchField: .searchField
        case .textView: .textView
        case .cell: .cell
        case .table: .table
        case .collectionView: .collectionView
        case .scrollView: .scrollView
        case .navigationBar: .navigationBar
        case .tabBar: .tabBar
        case .toolbar: .toolbar
        case .alert: .alert
        case .sheet: .sheet
        case .switch: .switch
        case .slider: .slider
        case .stepper: .stepper
        case .segmentedControl: .segmentedControl
        case .image: .image
        case .activityIndicator: .activityIndicator
        case .progressIndicator: .progressIndicator
        case .pageIndicator: .pageIndicator
        case .datePicker: .datePicker
        case .picker: .picker
        case .pickerWheel: .pickerWheel
        case .menu: .menu
        case .menuItem: .menuItem
        case .keyboard: .keyboard
        case .key: .key
        }
    }
}
