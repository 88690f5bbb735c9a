import Foundation
@_spi(Headless) import UIKit

/// The attributes UI tests read on an element. ``XCUIElement`` has each of them; a predicate
/// (`NSPredicate(block:)`) given to `matching(_:)`, `containing(_:)` or `element(matching:)`
/// receives the element's attributes as a value of this protocol.
public protocol XCUIElementAttributes {
    /// The accessibility identifier.
    var identifier: String { get }
    /// The frame in screen coordinates.
    var frame: CGRect { get }
    /// The value: a switch's "0"/"1", a slider's percentage, a text field's text.
    var value: Any? { get }
    /// The title.
    var title: String { get }
    /// The accessibility label.
    var label: String { get }
    /// The element's type.
    var elementType: XCUIElement.ElementType { get }
    /// Whether the element is enabled.
    var isEnabled: Bool { get }
    /// A text field's placeholder.
    var placeholderValue: String? { get }
    /// Whether the element is selected.
    var isSelected: Bool { get }
    /// Whether the element has keyboard focus.
    var hasFocus: Bool { get }
}

/// An element's attributes captured at one moment, for predicates.
struct ElementAttributes: XCUIElementAttributes {
    let identifier: String
    let frame: CGRect
    let value: Any?
    let title: String
    let label: String
    let elementType: XCUIElement.ElementType
    let isEnabled: Bool
    let placeholderValue: String?
    let isSelected: Bool
    let hasFocus: Bool

    @MainActor
    init(_ node: AccessibilityNode) {
        identifier = node.identifier
        frame = node.frame
        value = node.value
        title = node.title
        label = node.label
        elementType = XCUIElement.ElementType(node.type)
        isEnabled = node.isEnabled
        placeholderValue = node.placeholderValue
        isSelected = node.isSelected
        hasFocus = node.hasFocus
    }
}
