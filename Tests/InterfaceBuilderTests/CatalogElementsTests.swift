import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
@testable import UIKit
import HeadlessCore

/// A form whose search bar and text field tell the controller (CatalogElements.storyboard).
final class SearchFormController: UIViewController, UISearchBarDelegate, UITextFieldDelegate {
    @Outlet var searchBar: UISearchBar?
    @Outlet var notesField: UITextField?
}

/// Elements of Apple's UIKit Catalog storyboards: a classic split view controller's master and
/// detail, a search bar with its buttons, scope titles and delegate, a text field's delegate
/// (References §56.3).
@MainActor
@Suite(.freshRuntime) struct CatalogElementsTests {
    @Test func aSplitViewControllersMasterAndDetailBecomeItsColumns() throws {
        let split = try #require(UIStoryboard(name: "CatalogElements", bundle: Fixtures.bundle)
            .instantiateInitialViewController() as? UISplitViewController)
        #expect(split.viewControllers.count == 2)
        let master = try #require(split.viewControllers.first as? UINavigationController)
        let form = try #require(master.topViewController as? SearchFormController)
        #expect(form.splitViewController === split)
        #expect(split.viewControllers.last?.splitViewController === split)
        #expect(HeadlessRuntime.current.diagnostics.all.isEmpty, "\(HeadlessRuntime.current.diagnostics.all)")
    }

    @Test func aSearchBarAndATextFieldKeepTheirArchivedStateAndDelegates() throws {
        let split = try #require(UIStoryboard(name: "CatalogElements", bundle: Fixtures.bundle)
            .instantiateInitialViewController() as? UISplitViewController)
        let form = try #require((split.viewControllers.first as? UINavigationController)?.topViewController as? SearchFormController)
        form.loadViewIfNeeded()
        let searchBar = try #require(form.searchBar)
        #expect(searchBar.showsCancelButton && searchBar.showsBookmarkButton)
        #expect(searchBar.scopeButtonTitles == ["All", "Soups"])
        #expect(searchBar.delegate === form)
        #expect(form.notesField?.delegate === form)
        #expect(HeadlessRuntime.current.diagnostics.all.isEmpty, "\(HeadlessRuntime.current.diagnostics.all)")
    }
}
