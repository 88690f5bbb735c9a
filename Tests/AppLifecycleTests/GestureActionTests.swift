import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// The device's gesture actions (`back`, `swipe-back [cancel]`, `tab`, `swipe-down`, `tap`),
/// run through an app executable written as iOS code is (Examples/NavigationDemo).
@MainActor
@Suite(.freshRuntime) struct GestureActionTests {
    let navigationDemo = BuiltExecutable("NavigationDemo")
    static let launch = ["ListViewController.viewDidLoad", "ListViewController.viewWillAppear", "ListViewController.viewDidAppear"]

    @Test func tappingAButtonPushesAndBackPopsInTheSeedsInterleaving() throws {
        let run = try navigationDemo.run(["--actions", "tap show-detail, back"])
        #expect(run.status == 0)
        #expect(run.lines == Self.launch + [
            // VC-5: B viewDidLoad, A viewWillDisappear, B viewWillAppear, A viewDidDisappear, B viewDidAppear.
            "DetailViewController.viewDidLoad", "ListViewController.viewWillDisappear",
            "DetailViewController.viewWillAppear", "ListViewController.viewDidDisappear",
            "DetailViewController.viewDidAppear",
            // VC-6: B viewWillDisappear, A viewWillAppear, B viewDidDisappear, A viewDidAppear, B deinit.
            "DetailViewController.viewWillDisappear", "ListViewController.viewWillAppear",
            "DetailViewController.viewDidDisappear", "ListViewController.viewDidAppear", "deinit",
        ])
        #expect(run.standardError.isEmpty)
    }

    @Test func aCancelledSwipeBackTakesTheCancelEdgesAndKeepsTheDetail() throws {
        let run = try navigationDemo.run(["--actions", "tap show-detail, swipe-back cancel"])
        #expect(Array(run.lines.suffix(6)) == [
            "DetailViewController.viewWillDisappear", "ListViewController.viewWillAppear",
            "ListViewController.viewWillDisappear", "ListViewController.viewDidDisappear",
            "DetailViewController.viewWillAppear", "DetailViewController.viewDidAppear",
        ])
        #expect(!run.lines.contains("deinit"))
    }

    @Test func aSheetSwipedDownDisappearsWithoutCallbacksToItsPresenter() throws {
        let run = try navigationDemo.run(["--actions", "tap show-sheet, swipe-down"])
        #expect(Array(run.lines.dropFirst(Self.launch.count)) == [
            "SheetViewController.viewDidLoad", "SheetViewController.viewWillAppear", "SheetViewController.viewDidAppear",
            "SheetViewController.viewWillDisappear", "SheetViewController.viewDidDisappear", "deinit",
        ])
    }

    @Test func aGestureWithNothingToActOnIsAnErrorThatChangesNothing() throws {
        let run = try navigationDemo.run(["--actions", "back, tap no-such-button, tab 1, swipe-down, tap show-detail"])
        #expect(run.lines == Self.launch + [
            "DetailViewController.viewDidLoad", "ListViewController.viewWillDisappear",
            "DetailViewController.viewWillAppear", "ListViewController.viewDidDisappear",
            "DetailViewController.viewDidAppear",
        ])
        let errors = run.standardError.split(separator: "\n").map(String.init)
        #expect(errors.count == 4)
        #expect(errors[0].contains("back: UINavigationController#1 shows its root view controller"))
        #expect(errors[1].contains("no view in UIWindow#1 has accessibilityIdentifier \"no-such-button\""))
        #expect(errors[2].contains("no tab bar controller is visible"))
        #expect(errors[3].contains("nothing is presented"))
        #expect(!errors[0].contains("back: back:"))
    }

    @Test func gesturesNeedTheAppInFront() throws {
        let run = try navigationDemo.run(["--actions", "home, back"])
        #expect(run.standardError.contains("the app is not in front"))
    }

    @Test func malformedGestureArgumentsAreUsageErrors() throws {
        let run = try navigationDemo.run(["--actions", "tab first"])
        #expect(run.status != 0)
        #expect(run.standardError.contains("\"first\" is not an index"))
        #expect(run.lines.isEmpty)
    }
}
