import Foundation
@_spi(Headless) import UIKit

/// A description of a set of elements of the app's screen, refined step by step
/// (`app.tables.cells`, `.matching(identifier:)`, `.containing(_:identifier:)`) and resolved
/// each time it is read: ``count``, ``element(boundBy:)``, subscripts, ``firstMatch``.
@MainActor
open class XCUIElementQuery: XCUIElementTypeQueryProvider {
    let application: XCUIApplication
    let locator: ElementLocator
    /// Why the query cannot be resolved at all (a provider this module does not know).
    private let unsupported: String?

    init(application: XCUIApplication, locator: ElementLocator) {
        self.application = application
        self.locator = locator
        unsupported = nil
    }

    init(unsupportedProvider name: String) {
        application = XCUIApplication.detached
        locator = ElementLocator()
        unsupported = "\(name) is not an XCUIElement or XCUIElementQuery; element-type queries start from one of those."
    }

    private func refined(_ step: ElementLocator.Step) -> XCUIElementQuery {
        if unsupported != nil { return self }
        return XCUIElementQuery(application: application, locator: locator.appending(step))
    }

    private func element(_ step: ElementLocator.Step) -> XCUIElement {
        XCUIElement(application: application, locator: locator.appending(step))
    }

    // MARK: Elements

    /// The one element of the query; reading or acting on it fails when there are several.
    open var element: XCUIElement { element(.unique) }

    /// The element at `index` in reading order.
    open func element(boundBy index: Int) -> XCUIElement { element(.index(index)) }

    /// The first element that matches, without checking that it is the only one.
    open var firstMatch: XCUIElement { element(.first) }

    /// The one element of the query whose identifier, label, title or placeholder is `key`.
    open subscript(key: String) -> XCUIElement {
        XCUIElement(application: application, locator: locator.appending(.identifier(key)).appending(.unique))
    }

    /// The one element of the query that `predicate` accepts (it receives
    /// ``XCUIElementAttributes``).
    open func element(matching predicate: NSPredicate) -> XCUIElement {
        XCUIElement(application: application, locator: locator.appending(.predicate(predicate)).appending(.unique))
    }

    /// The one element of the query of a type, with an identifier when given.
    open func element(matching elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElement {
        XCUIElement(application: application, locator: locator.appending(.type(elementType, identifier: identifier)).appending(.unique))
    }

    /// How many elements match now (0 when the app is not running, after failing the test).
    open var count: Int {
        if let unsupported {
            UITestFailure.record(unsupported, session: nil, snapshot: nil)
            return 0
        }
        guard let session = application.session, session.isRunning, let snapshot = session.snapshot() else {
            UITestFailure.record("Failed to count \"\(locator.description)\": the application is not running; launch() it first.",
                                 session: application.session, snapshot: nil)
            return 0
        }
        switch locator.resolve(in: snapshot) {
        case .found(let indices): return indices.count
        case .ambiguous(let count, let step):
            UITestFailure.record("Failed to count \"\(locator.description)\": multiple matching elements found (\(count) for \(step)).",
                                 session: session, snapshot: snapshot)
            return 0
        }
    }

    /// Every element that matches now, each bound to its index.
    open var allElementsBoundByIndex: [XCUIElement] {
        (0..<count).map { element(boundBy: $0) }
    }

    // MARK: Refining

    /// The descendants of the query's elements, of a type (`.any` for all).
    open func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery { refined(.descendants(type)) }

    /// The children of the query's elements, of a type (`.any` for all).
    open func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery { refined(.children(type)) }

    /// The query's elements that `predicate` accepts (it receives ``XCUIElementAttributes``).
    open func matching(_ predicate: NSPredicate) -> XCUIElementQuery { refined(.predicate(predicate)) }

    /// The query's elements of a type, with an identifier when given.
    open func matching(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        refined(.type(elementType, identifier: identifier))
    }

    /// The query's elements whose identifier, label, title or placeholder is `identifier`.
    open func matching(identifier: String) -> XCUIElementQuery { refined(.identifier(identifier)) }

    /// The query's elements with a descendant that `predicate` accepts.
    open func containing(_ predicate: NSPredicate) -> XCUIElementQuery { refined(.containingPredicate(predicate)) }

    /// The query's elements with a descendant of a type (and identifier, when given).
    open func containing(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        refined(.containing(elementType, identifier: identifier))
    }

    /// The query and the screen's elements it matches now.
    open var debugDescription: String {
        guard let session = application.session, session.isRunning, let snapshot = session.snapshot() else {
            return "\(locator.description): the application is not running."
        }
        switch locator.resolve(in: snapshot) {
        case .found(let indices):
            let lines = indices.prefix(50).map { "  " + snapshot.nodes[$0].summary }
            return "Query: \(locator.description)\nMatches (\(indices.count)):\n" + lines.joined(separator: "\n")
        case .ambiguous(let count, let step):
            return "Query: \(locator.description)\nMultiple matching elements found (\(count) for \(step))."
        }
    }
}
