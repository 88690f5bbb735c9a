import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
@testable import UIKit
import HeadlessCore

/// Bar button items, navigation items and tab bar items as Xcode archives them
/// (BarItems.storyboard; References §47.1–§47.3).
@MainActor
@Suite(.freshRuntime) struct BarItemTests {
    private func load() throws -> (tabs: UITabBarController, list: BarItemsListController) {
        let tabs = try #require(UIStoryboard(name: "BarItems", bundle: Fixtures.bundle)
            .instantiateInitialViewController() as? UITabBarController)
        let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
        let list = try #require(navigation.topViewController as? BarItemsListController)
        return (tabs, list)
    }

    @Test func navigationItemAndItsBarButtonItemsKeepTheirArchivedState() throws {
        let (_, list) = try load()
        let item = list.navigationItem
        #expect(item.title == "Your Orders")
        #expect(item.largeTitleDisplayMode == .never)
        let trash = try #require(item.leftBarButtonItem)
        #expect(trash.accessibilityLabel == "Delete" && !trash.isEnabled && trash.tag == 7)
        let right = try #require(item.rightBarButtonItems)
        #expect(right.count == 3)
        // A system item has the label iOS gives it; a titled item its title and style.
        #expect(right[0].accessibilityLabel == "Add" && right[0].title == nil)
        #expect(right[1].title == "Submit" && right[1].style == .done)
        // An image item: the SF Symbol, and the accessibility label and identifier of the file.
        #expect(right[2].image?.name == "star.fill" && right[2].image?.isSymbolImage == true)
        #expect(right[2].accessibilityLabel == "Favorite" && right[2].accessibilityIdentifier == "favorite")
        // An outlet to an item is connected.
        #expect(list.submitButton === right[1])
        #expect(HeadlessRuntime.current.diagnostics.all.isEmpty, "\(HeadlessRuntime.current.diagnostics.all)")
    }

    @Test func anItemsActionGoesToItsDestinationWhenTapped() throws {
        let (tabs, list) = try load()
        let window = showInWindow(tabs)
        #expect(window.tap("Submit") == nil)
        #expect(list.received == ["submitTapped: from Submit"])
        // A disabled item is refused with a reason.
        #expect(window.tap("Delete") != nil)
        #expect(list.received.count == 1)
    }

    @Test func anItemsSegueIsPerformedWhenTapped() throws {
        let (tabs, list) = try load()
        let window = showInWindow(tabs)
        #expect(window.tap("Add") == nil)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(list.presentedViewController is AboutViewController)
        #expect(HeadlessRuntime.current.diagnostics.all.isEmpty, "\(HeadlessRuntime.current.diagnostics.all)")
    }

    @Test func toolbarItemsComeFromTheControllerAndFromAToolbarsItems() throws {
        let (tabs, list) = try load()
        let items = try #require(list.toolbarItems)
        #expect(items.map { $0.title ?? $0.accessibilityLabel ?? "space" } == ["Share", "space", "Refresh", "Info"])
        let window = showInWindow(tabs)
        // The navigation controller's toolbar shows them; the refresh item's action goes to
        // First Responder, up the chain to the controller.
        #expect(window.tap("Share") == nil)
        #expect(window.tap("Refresh") == nil)
        #expect(list.received == ["share: from Share", "refresh: from Refresh"])
    }

    @Test func aPopoverSegueFromAnItemIsAnchoredToIt() throws {
        let (tabs, list) = try load()
        let window = showInWindow(tabs)
        #expect(window.tap("Info") == nil)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        let presented = try #require(list.navigationController?.presentedViewController ?? list.presentedViewController)
        #expect(presented is AboutViewController)
        #expect(presented.popoverPresentationController?.barButtonItem === list.toolbarItems?.last)
    }

    @Test func aToolbarInAViewHasItsItems() throws {
        let (tabs, list) = try load()
        let window = showInWindow(tabs)
        #expect(window.tap("Add") == nil)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        let presented = try #require(list.presentedViewController)
        let toolbar = try #require(presented.view.subviews.first as? UIToolbar)
        #expect(toolbar.items?.map { $0.title } == ["Item", "Undo"])
    }

    @Test func tabBarItemsHaveTheirTitlesImagesAndBadgesAndTabsAreTappedByTitle() throws {
        let (tabs, _) = try load()
        let controllers = try #require(tabs.viewControllers)
        let orders = try #require(controllers[0].tabBarItem)
        #expect(orders.title == "Orders" && orders.badgeValue == "3")
        #expect(orders.image?.name == "bag" && orders.image?.isSymbolImage == true)
        #expect(orders.selectedImage?.name == "bag.fill")
        // A system tab has the title iOS gives it, and its tag.
        let favorites = try #require(controllers[1].tabBarItem)
        #expect(favorites.title == "Favorites" && favorites.tag == 2)
        let window = showInWindow(tabs)
        #expect(window.tap("Favorites") == nil)
        #expect(tabs.selectedIndex == 1)
        #expect(window.tap("Orders") == nil)
        #expect(tabs.selectedIndex == 0)
    }
}
