import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore
@testable import LifecycleKit

/// Each ready scenario reproduces its seed claim: the claimed callbacks appear in the
/// claimed order in the tour's trace (other lines, such as layout repeats, may come between).
@MainActor
@Suite(.freshRuntime) struct TourClaimTests {
    /// The seed-style lines of a scenario's shown trace.
    func lines(_ id: String) throws -> [String] {
        let scenario = try #require(ScenarioCatalog.scenario(id: id))
        return ScenarioRunner.run(scenario).visibleEvents.map { TraceFormat.seed.render($0) }
    }

    func expectInOrder(_ expected: [String], in lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        var index = lines.startIndex
        for line in expected {
            guard let found = lines[index...].firstIndex(of: line) else {
                Issue.record("missing, or out of order: \(line)\nin:\n\(lines.joined(separator: "\n"))", sourceLocation: sourceLocation)
                return
            }
            index = lines.index(after: found)
        }
    }

    @Test func vc2CodeControllerGoesFromInitToDidAppear() throws {
        let c = "SGHPushCodeViewController"
        expectInOrder(["-[\(c) initWithNibName:bundle:]", "-[\(c) loadView]", "-[\(c) viewDidLoad]", "-[\(c) viewWillAppear:]",
                       "-[\(c) viewWillLayoutSubviews]", "-[\(c) viewDidLayoutSubviews]", "-[\(c) viewDidAppear:]"],
                      in: try lines("VC-2"))
    }

    @Test func vc4PoppedControllerDisappearsAndIsDestroyed() throws {
        let c = "SGHPushCodeViewController"
        expectInOrder(["-[\(c) viewWillDisappear:]", "-[\(c) viewDidDisappear:]", "-[\(c) dealloc]"], in: try lines("VC-4"))
    }

    @Test func vc5AndVC6InterleaveAsSeed003() throws {
        let push = try lines("VC-5").filter { !$0.contains("Layout") && !$0.contains("viewIsAppearing") }
        expectInOrder(["-[BViewController viewDidLoad]", "-[AViewController viewWillDisappear:]", "-[BViewController viewWillAppear:]",
                       "-[AViewController viewDidDisappear:]", "-[BViewController viewDidAppear:]"], in: push)
        let ordered = push.filter { $0.contains("Appear") || $0.contains("Disappear") || $0.contains("viewDidLoad") }
        #expect(ordered == ["-[BViewController viewDidLoad]", "-[AViewController viewWillDisappear:]", "-[BViewController viewWillAppear:]",
                            "-[AViewController viewDidDisappear:]", "-[BViewController viewDidAppear:]"])
        let pop = try lines("VC-6").filter { ($0.contains("Appear") || $0.contains("Disappear") || $0.contains("dealloc")) && !$0.contains("viewIsAppearing") }
        #expect(pop == ["-[BViewController viewWillDisappear:]", "-[AViewController viewWillAppear:]", "-[BViewController viewDidDisappear:]",
                        "-[AViewController viewDidAppear:]", "-[BViewController dealloc]"])
    }

    @Test func vc7PresenterDisappearsAndComesBackAlive() throws {
        let trace = try lines("VC-7")
        expectInOrder(["-[AViewController viewWillDisappear:]", "-[AViewController viewDidDisappear:]", "== b.dismiss(animated: true)",
                       "-[AViewController viewWillAppear:]", "-[AViewController viewDidAppear:]"], in: trace)
        #expect(!trace.contains("-[AViewController dealloc]"))
    }

    @Test func vc3InitGoesThroughInitWithNibName() throws {
        let trace = try lines("VC-3")
        expectInOrder(["-[TestViewController initWithNibName:bundle:]", "-[TestViewController init]", "-[TestViewController loadView]"], in: trace)
    }

    @Test func vc8LoadsAgainOnlyWhenViewIsNil() throws {
        let trace = try lines("VC-8")
        #expect(trace.filter { $0 == "-[ViewController loadView]" }.count == 2)
        #expect(trace.filter { $0 == "-[ViewController viewDidLoad]" }.count == 2)
    }

    @Test func vc9ShowsTheLoopThenStopsItWithADiagnostic() throws {
        let trace = try lines("VC-9")
        expectInOrder(["-[LoopViewController loadView]", "-[LoopViewController viewDidLoad]",
                       "-[LoopViewController loadView]", "-[LoopViewController viewDidLoad]"], in: trace)
        #expect(trace.contains { $0.hasPrefix("!! error: [viewController.loadView.recursion]") })
    }

    @Test func vc11ReadingViewInInitLoadsItBeforeInitReturnsAndAssigningSkipsLoadView() throws {
        let trace = try lines("VC-11")
        expectInOrder(["-[ReadsViewInInitViewController loadView]", "-[ReadsViewInInitViewController viewDidLoad]",
                       "// init(nibName:bundle:) is returning; the view is already loaded"], in: trace)
        #expect(!trace.contains("-[AssignsViewInInitViewController loadView]"))
        expectInOrder(["-[AssignsViewInInitViewController viewDidLoad]", "-[AssignsViewInInitViewController viewWillAppear:]",
                       "-[AssignsViewInInitViewController viewDidAppear:]"], in: trace)
    }

    @Test func vc12ViewDidLoadComesBeforeAwakeFromNib() throws {
        let trace = try lines("VC-12")
        expectInOrder(["-[CoderViewController initWithCoder:]", "-[CoderViewController viewDidLoad]",
                       "-[CoderViewController awakeFromNib]", "-[CoderViewController viewDidAppear:]"], in: trace)
        #expect(!trace.contains("-[CoderViewController loadView]"))
    }

    @Test func vc15SuperviewIsNilInWillAppearAndWindowIsSetByWillLayout() throws {
        let trace = try lines("VC-15")
        expectInOrder(["// viewWillAppear: view.superview = nil, view.window = nil",
                       "// viewWillLayoutSubviews: view.superview = UIView#1, view.window = UIWindow#1",
                       "// viewDidAppear: view.superview = UIView#1, view.window = UIWindow#1"], in: trace)
    }

    @Test func vc16RemovingAChildGivesTheParentNoAppearance() throws {
        let trace = try lines("VC-16")
        expectInOrder(["-[BViewController viewWillAppear:]", "-[BViewController viewDidAppear:]",
                       "-[BViewController viewWillDisappear:]", "-[BViewController viewDidDisappear:]"], in: trace)
        #expect(!trace.contains { $0.hasPrefix("-[AViewController view") && $0.contains("Appear") })
    }

    @Test func vc17TheControllerUnderTheAlertGetsNoAppearanceCallback() throws {
        let trace = try lines("VC-17")
        expectInOrder(["-[AlertViewController viewWillAppear:]", "-[AlertViewController viewDidAppear:]",
                       "-[AlertViewController viewWillDisappear:]", "== alert.modalPresentationStyle = .overFullScreen; controller.present(alert, animated: true)",
                       "-[AlertViewController viewDidAppear:]", "-[AlertViewController viewDidDisappear:]"], in: trace)
        #expect(!trace.contains { $0.hasPrefix("-[ViewController ") && $0.contains("ppear") })
    }

    // MARK: The chrome, beyond the seeds (References §34)

    @Test func ui1ThePushedScreenShowsABackButtonTitledAfterInbox() throws {
        let trace = try lines("UI-1")
        expectInOrder(["== tap Compose", "-[InboxController viewWillDisappear:]", "-[ComposeController viewWillAppear:]",
                       "-[ComposeController viewDidAppear:]",
                       "// the bar shows \"New Message\" and a back button titled after \"Inbox\"; the content's safe area starts 64.0 points down",
                       "== back", "-[InboxController viewWillAppear:]", "-[ComposeController viewDidDisappear:]",
                       "-[InboxController viewDidAppear:]", "-[ComposeController dealloc]"], in: trace)
        #expect(!trace.contains { $0.hasPrefix("refused") })
    }

    @Test func ui2TheHandlerRunsAfterTheAlertIsGoneAndThePresenterHearsNothing() throws {
        let trace = try lines("UI-2")
        expectInOrder(["== tap Clear", "-[UIAlertController viewDidAppear:]", "== alert Clear",
                       "-[UIAlertController viewDidDisappear:]", "// the Clear handler runs; presentedViewController = nil"], in: trace)
        #expect(!trace.contains { $0.hasPrefix("-[ListController ") })
    }

    @Test func ui3TheResultsUpdaterHearsEachChangeAndTheListStays() throws {
        let trace = try lines("UI-3")
        expectInOrder(["== tap Search fruit", "-[UISearchController viewWillAppear:]", "// updateSearchResults: \"\", active true",
                       "-[UISearchController viewDidAppear:]", "== type fig", "// updateSearchResults: \"f\", active true",
                       "// updateSearchResults: \"fig\", active true", "== tap Cancel", "-[UISearchController viewWillDisappear:]",
                       "// updateSearchResults: \"\", active false", "-[UISearchController viewDidDisappear:]"], in: trace)
        #expect(!trace.contains { $0.hasPrefix("-[FruitController view") && $0.contains("ppear") })
    }

    @Test func ui4SwipesTurnPagesThroughTheAppearanceCallbacks() throws {
        let trace = try lines("UI-4")
        expectInOrder(["== swipe left", "-[FeaturesPage viewWillAppear:]", "-[WelcomePage viewWillDisappear:]",
                       "-[FeaturesPage viewDidAppear:]", "-[WelcomePage viewDidDisappear:]", "// turned to FeaturesPage#1, completed true",
                       "== swipe left", "// turned to StartPage#1, completed true",
                       "== swipe right", "-[FeaturesPage viewWillAppear:]", "-[StartPage viewWillDisappear:]",
                       "// turned to FeaturesPage#1, completed true"], in: trace)
    }

    @Test func v1InitGoesThroughInitWithFrameOnly() throws {
        let trace = try lines("V-1")
        expectInOrder(["-[NoXibView initWithFrame:]", "-[NoXibView init]"], in: trace)
        #expect(!trace.contains("-[NoXibView initWithCoder:]"))
        #expect(!trace.contains("-[NoXibView awakeFromNib]"))
    }

    @Test func v3SuperviewPairWithSuperviewNilThenSet() throws {
        expectInOrder(["-[ObservingView willMoveToSuperview:]", "// willMove(toSuperview: ContainerView#1): superview = nil",
                       "-[ObservingView didMoveToSuperview]", "// didMoveToSuperview(): superview = ContainerView#1",
                       "-[ContainerView didAddSubview:]"], in: try lines("V-3"))
    }

    @Test func v4WindowPairWithWindowNilThenSet() throws {
        expectInOrder(["-[ObservingView willMoveToWindow:]", "// willMove(toWindow: UIWindow#1): window = nil",
                       "-[ObservingView didMoveToWindow]"], in: try lines("V-4"))
    }

    /// V-5's own removal follows the device logs (References §15.1); the seed's window-first
    /// order is V-7's compound case, checked below.
    @Test func v5RemovalNestsTheWindowPairInsideTheSuperviewPair() throws {
        expectInOrder(["-[ObservingView willMoveToSuperview:]", "-[ObservingView willMoveToWindow:]",
                       "-[ObservingView didMoveToWindow]", "// didMoveToWindow(): window = nil, superview = nil",
                       "-[ObservingView didMoveToSuperview]"], in: try lines("V-5"))
    }

    @Test func v6AndV7FollowSeed003() throws {
        expectInOrder(["-[ViewController viewDidLoad]", "-[NoXibView willMoveToSuperview:]", "-[NoXibView didMoveToSuperview]",
                       "-[ViewController viewWillAppear:]", "-[NoXibView willMoveToWindow:]", "-[NoXibView didMoveToWindow]",
                       "-[ViewController viewWillLayoutSubviews]", "-[ViewController viewDidLayoutSubviews]",
                       "-[NoXibView layoutSubviews]", "-[ViewController viewDidAppear:]"], in: try lines("V-6"))
        let v7 = try lines("V-7").filter { !$0.contains("ParentViewController:") }
        #expect(v7 == [
            "== navigationController.popViewController(animated: true)",
            "-[ViewController viewWillDisappear:]", "-[NoXibView willMoveToWindow:]", "-[NoXibView didMoveToWindow]",
            "-[ViewController viewDidDisappear:]", "-[ViewController dealloc]",
            "-[NoXibView willMoveToSuperview:]", "-[NoXibView didMoveToSuperview]", "-[NoXibView dealloc]",
        ])
    }

    @Test func v8OnlyRealSizeChangesAndScrollingLayOut() throws {
        let trace = try lines("V-8")
        func after(_ action: String) -> [String] {
            guard let start = trace.firstIndex(where: { $0.hasPrefix("== \(action)") }) else { return [] }
            return Array(trace[(start + 1)...].prefix { !$0.hasPrefix("==") })
        }
        #expect(after("child.frame = (10, 10, 100, 100)").isEmpty)
        #expect(after("child.frame = (10, 10, 150, 100)").contains("-[ParentView layoutSubviews]"))
        #expect(after("child.frame = (10, 10, 150, 100)").contains("-[ChildView layoutSubviews]"))
        #expect(after("parent.bounds.origin").contains("-[ParentView layoutSubviews]"))
    }

    @Test func v9TwoAddsInOneTurnLayTheParentOutOnce() throws {
        let trace = try lines("V-9")
        #expect(trace.filter { $0 == "-[ParentView layoutSubviews]" }.count == 1)
        expectInOrder(["// both added; no layoutSubviews yet", "== end of the run-loop turn", "-[ParentView layoutSubviews]"], in: trace)
    }

    @Test func v10LayoutIfNeededLaysOutBeforeItReturns() throws {
        expectInOrder(["== parent.layoutIfNeeded()", "-[ParentView layoutSubviews]",
                       "// layoutIfNeeded() returned: the layout already ran"], in: try lines("V-10"))
    }

    @Test func v11TheOldSuperviewLetsGoFirst() throws {
        expectInOrder(["== new.addSubview(view)", "-[OldSuperview willRemoveSubview:]", "-[ObservingView willMoveToSuperview:]",
                       "-[ObservingView didMoveToSuperview]", "-[NewSuperview didAddSubview:]",
                       "// old.subviews.count = 0, new.subviews.count = 1"], in: try lines("V-11"))
    }

    @Test func v12DrawingFollowsLayoutAndSetNeedsDisplay() throws {
        let trace = try lines("V-12")
        expectInOrder(["-[CanvasView layoutSubviews]", "-[CanvasView drawRect:]", "== canvas.setNeedsDisplay()",
                       "-[CanvasView drawRect:]", "== canvas.setNeedsLayout()", "-[CanvasView layoutSubviews]"], in: trace)
        #expect(trace.last == "-[CanvasView layoutSubviews]")
    }

    @Test func appScenariosFollowTheSeeds() throws {
        func delegateLines(_ id: String) throws -> [String] {
            try lines(id).filter { $0.hasPrefix("-[AppDelegate") || $0.hasPrefix("-[WindowAppDelegate") }
                .map { String($0.split(separator: " ")[1].dropLast()) }
        }
        #expect(try delegateLines("APP-1") == ["application:willFinishLaunchingWithOptions:", "application:didFinishLaunchingWithOptions:", "applicationDidBecomeActive:"])
        expectInOrder(["-[WindowAppDelegate application:didFinishLaunchingWithOptions:]", "-[ViewController viewDidLoad]",
                       "-[ViewController viewWillAppear:]", "-[ViewController viewWillLayoutSubviews]", "-[ViewController viewDidAppear:]",
                       "-[WindowAppDelegate applicationDidBecomeActive:]"], in: try lines("APP-2"))
        #expect(try delegateLines("APP-3") == ["applicationWillResignActive:", "applicationDidEnterBackground:"])
        #expect(try !lines("APP-3").contains { $0.hasPrefix("-[ViewController") })
        #expect(try delegateLines("APP-4") == ["applicationWillEnterForeground:", "applicationDidBecomeActive:"])
        #expect(try lines("APP-5").filter { $0.hasPrefix("-[") } == ["-[WindowAppDelegate applicationDidReceiveMemoryWarning:]", "-[ViewController didReceiveMemoryWarning]"])
        #expect(try delegateLines("APP-6") == ["applicationWillResignActive:", "applicationDidBecomeActive:", "applicationWillResignActive:"])
        #expect(try delegateLines("APP-7") == ["applicationDidBecomeActive:"])
        #expect(try delegateLines("APP-8") == ["applicationWillResignActive:", "applicationDidBecomeActive:"])
        #expect(try delegateLines("APP-9") == ["applicationWillResignActive:", "applicationDidBecomeActive:"])
        #expect(try delegateLines("APP-10") == ["applicationWillResignActive:", "applicationDidEnterBackground:", "applicationWillTerminate:"])
        #expect(try delegateLines("APP-11").isEmpty)
        #expect(try delegateLines("APP-12").prefix(3) == ["applicationWillResignActive:", "applicationDidEnterBackground:", "applicationWillTerminate:"])
        #expect(try lines("APP-13").contains { $0.contains("UIApplication.shared is TourApplication#1") })
    }

    @Test func vc13AndVC14ReachTheViewController() throws {
        expectInOrder(["-[ViewController willTransitionToTraitCollection:withTransitionCoordinator:]", "-[ViewController viewWillLayoutSubviews]"],
                      in: try lines("VC-13"))
        expectInOrder(["-[ViewController didReceiveMemoryWarning]", "// after the warning: isViewLoaded = true"], in: try lines("VC-14"))
    }

    @Test func vc1StoryboardControllerIsDecodedThenAwakenedThenLoaded() throws {
        let c = "SGHPushViewController"
        expectInOrder(["-[\(c) initWithCoder:]", "-[\(c) awakeFromNib]", "-[\(c) loadView]", "-[\(c) viewDidLoad]",
                       "-[\(c) viewWillAppear:]", "-[\(c) viewWillLayoutSubviews]", "-[\(c) viewDidAppear:]"], in: try lines("VC-1"))
    }

    @Test func vc10OverridingLoadViewLeavesTheXibUnloaded() throws {
        let trace = try lines("VC-10")
        #expect(trace.filter { $0 == "-[XibContentView initWithCoder:]" }.count == 1)
        expectInOrder(["// SGHPushTwoViewController's view has 1 subview from its xib", "-[XibLoadViewController loadView]",
                       "// XibLoadViewController's view has 0 subviews: the xib never loaded"], in: trace)
    }

    @Test func v2XibViewIsDecodedAfterItsSubviewsThenAwakened() throws {
        let trace = try lines("V-2")
        expectInOrder(["-[XibSubview initWithCoder:]", "-[XibView didAddSubview:]", "-[XibView initWithCoder:]", "-[XibView awakeFromNib]"], in: trace)
        #expect(!trace.contains("-[XibView initWithFrame:]"))
    }

    @Test func waitingScenariosSayWhichPartTheyNeed() throws {
        let waiting = ScenarioCatalog.all.filter { $0.availability != .ready }
        for scenario in waiting {
            let section = ScenarioRunner.run(scenario)
            #expect(section.events.isEmpty)
            #expect(section.facts.contains { $0.label == "status" && $0.text.contains("needs part") })
        }
    }
}
