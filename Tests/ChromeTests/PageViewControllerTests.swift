@_spi(Headless) import UIKit
@testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import Testing
import UIKitSnapshotTesting

/// A page of an onboarding flow; the subclasses name the pages in traces.
class OnboardingPage: UIViewController {
    var index: Int { 0 }
}
final class WelcomePage: OnboardingPage { override var index: Int { 0 } }
final class FeaturesPage: OnboardingPage { override var index: Int { 1 } }
final class StartPage: OnboardingPage { override var index: Int { 2 } }

/// An onboarding screen in the style of Bankey's `OnboardingContainerViewController`: a
/// scrolling page view controller embedded as a child, three pages kept in an array, the
/// container its data source and delegate. With `indicator`, the data source also answers
/// the page-indicator questions.
class OnboardingContainer: UIViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pageViewController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    var pages: [OnboardingPage] = [WelcomePage(), FeaturesPage(), StartPage()]
    var log: [String] = []

    /// The page view controller's data source (the source holds it: the property is weak).
    var source: UIPageViewControllerDataSource?

    func makeDataSource() -> UIPageViewControllerDataSource { self }

    override func viewDidLoad() {
        super.viewDidLoad()
        let source = makeDataSource()
        if source !== self { self.source = source }
        pageViewController.dataSource = source
        pageViewController.delegate = self
        pageViewController.setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
        addChild(pageViewController)
        view.addSubview(pageViewController.view)
        pageViewController.view.frame = view.bounds
        pageViewController.didMove(toParent: self)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        log.append("will transition to \(pendingViewControllers.map { "\(type(of: $0))" })")
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        log.append("finished \(finished) from \(previousViewControllers.map { "\(type(of: $0))" }) completed \(completed), showing \((pageViewController.viewControllers ?? []).map { "\(type(of: $0))" })")
    }
}

/// The onboarding screen with a page indicator: its data source answers the page-indicator
/// questions too.
final class IndicatedOnboarding: OnboardingContainer {
    override func makeDataSource() -> UIPageViewControllerDataSource { IndicatorSource(container: self) }
}

/// A data source that forwards the pages to an onboarding container and counts them for the
/// page indicator.
final class IndicatorSource: NSObject, UIPageViewControllerDataSource {
    weak var container: OnboardingContainer?

    init(container: OnboardingContainer) { self.container = container }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        container?.pageViewController(pageViewController, viewControllerBefore: viewController)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        container?.pageViewController(pageViewController, viewControllerAfter: viewController)
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { container?.pages.count ?? 0 }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        guard let shown = pageViewController.viewControllers?.first else { return 0 }
        return container?.pages.firstIndex { $0 === shown } ?? 0
    }
}

/// Pages made on demand and not kept: the page view controller alone holds the shown page.
final class NumberPage: UIViewController {
    let number: Int
    init(_ number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
}

final class NumberSource: NSObject, UIPageViewControllerDataSource {
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let page = viewController as? NumberPage, page.number > 0 else { return nil }
        return NumberPage(page.number - 1)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let page = viewController as? NumberPage, page.number < 9 else { return nil }
        return NumberPage(page.number + 1)
    }
}

/// `UIPageViewController`: pages as child view controllers, turned in code and by swipes.
@MainActor
@Suite(.freshRuntime) struct PageViewControllerTests {
    static let pageClasses = ["WelcomePage", "FeaturesPage", "StartPage", "OnboardingContainer", "IndicatedOnboarding"]

    static func names(_ controllers: [UIViewController]?) -> [String] {
        (controllers ?? []).map { "\(type(of: $0))" }
    }

    /// Launches the onboarding app whose root `make` gives and hands back that container, whose
    /// page view controller the tests drive.
    private func launchOnboarding(_ make: @escaping @MainActor () -> OnboardingContainer = { OnboardingContainer() }) throws
        -> (LifecycleHarness, OnboardingContainer) {
        var onboarding: OnboardingContainer?
        let harness = launchApp { let made = make(); onboarding = made; return made }
        return (harness, try #require(onboarding, "no root"))
    }

    /// Issue 14's golden: a swipe left turns to the next page and a swipe right back, each
    /// asking the data source, telling the delegate before and after, with the pages'
    /// appearance callbacks in between.
    @Test func pageControllerSwipedForwardAndBack() throws {
        let (harness, onboarding) = try launchOnboarding()
        let pager = onboarding.pageViewController
        #expect(Self.names(pager.viewControllers) == ["WelcomePage"])
        #expect(pager.children.map { "\(type(of: $0))" } == ["WelcomePage"])
        #expect(onboarding.pages[0].appearanceState == .appeared)
        let start = harness.mark()
        harness.act("swipe left")
        #expect(Self.names(pager.viewControllers) == ["FeaturesPage"])
        #expect(onboarding.pages[1].appearanceState == .appeared)
        #expect(onboarding.pages[0].appearanceState == .disappeared)
        #expect(onboarding.pages[0].parent == nil && onboarding.pages[1].parent === pager)
        #expect(onboarding.pages[0].viewIfLoaded?.superview == nil)
        harness.act("swipe right")
        #expect(Self.names(pager.viewControllers) == ["WelcomePage"])
        #expect(onboarding.log == [
            "will transition to [\"FeaturesPage\"]",
            "finished true from [\"WelcomePage\"] completed true, showing [\"FeaturesPage\"]",
            "will transition to [\"WelcomePage\"]",
            "finished true from [\"FeaturesPage\"] completed true, showing [\"WelcomePage\"]",
        ])
        #expect(harness.failures.isEmpty, "\(harness.failures)")
        harness.trace(since: start)
            .filtered(.actions || .classNames(Self.pageClasses))
            .expectGolden("page-controller-swiped-forward-and-back", style: .swiftInstances)
    }

    /// A slow drag that stops short of half the page gives the turn back: the incoming page
    /// appears part-way and disappears again, the current one disappears part-way and appears
    /// again, and the delegate hears the turn not completed (References §29).
    @Test func aShortSlowDragGivesTheTurnBack() throws {
        let (harness, onboarding) = try launchOnboarding()
        let pager = onboarding.pageViewController
        let start = harness.mark()
        harness.act("pan -100 0")
        #expect(Self.names(pager.viewControllers) == ["WelcomePage"])
        #expect(onboarding.pages[0].appearanceState == .appeared)
        #expect(onboarding.pages[1].appearanceState == .disappeared)
        #expect(pager.children.map { "\(type(of: $0))" } == ["WelcomePage"])
        #expect(onboarding.pages[1].viewIfLoaded?.superview == nil)
        #expect(onboarding.log == [
            "will transition to [\"FeaturesPage\"]",
            "finished true from [\"WelcomePage\"] completed false, showing [\"WelcomePage\"]",
        ])
        let calls = harness.trace(since: start).callbacks(of: onboarding.pages[1].traceName)
        #expect(calls.filter { $0.hasPrefix("view") && $0.contains("ppear") } == [
            "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
        ])
        let current = harness.trace(since: start).callbacks(of: onboarding.pages[0].traceName)
        #expect(current.filter { $0.hasPrefix("view") && $0.contains("ppear") } == [
            "viewWillDisappear(_:)", "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)",
        ])
        #expect(current.filter { $0.contains("Move(toParent") } == ["willMove(toParent:)", "didMove(toParent:)"])
        #expect(harness.failures.isEmpty, "\(harness.failures)")
        // The next drag, past half the page, turns it.
        harness.act("pan -250 0")
        #expect(Self.names(pager.viewControllers) == ["FeaturesPage"])
        #expect(onboarding.pages[1].appearanceState == .appeared)
        #expect(onboarding.pages[0].parent == nil)
        #expect(onboarding.log.last == "finished true from [\"WelcomePage\"] completed true, showing [\"FeaturesPage\"]")
    }

    /// A drag toward the side with no page turns nothing and asks nothing of the delegate.
    @Test func aDragTowardNoPageTurnsNothing() throws {
        let (harness, onboarding) = try launchOnboarding()
        harness.act("pan 250 0")
        #expect(Self.names(onboarding.pageViewController.viewControllers) == ["WelcomePage"])
        #expect(onboarding.log.isEmpty)
        #expect(onboarding.pages[0].appearanceState == .appeared)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// In a right-to-left layout the pages run the other way: a drag to the right, past half
    /// the page, turns forward, and a drag to the left, toward no page, turns nothing.
    @Test func aRightToLeftDragTurnsTheOtherWay() throws {
        let (harness, onboarding) = try launchOnboarding()
        harness.userInterfaceLayoutDirection = .rightToLeft
        let pager = onboarding.pageViewController
        #expect(pager.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        harness.act("pan -250 0")
        #expect(Self.names(pager.viewControllers) == ["WelcomePage"])
        #expect(onboarding.log.isEmpty)
        harness.act("pan 250 0")
        #expect(Self.names(pager.viewControllers) == ["FeaturesPage"])
        #expect(onboarding.pages[1].appearanceState == .appeared)
        #expect(onboarding.pages[0].appearanceState == .disappeared)
        #expect(onboarding.log == [
            "will transition to [\"FeaturesPage\"]",
            "finished true from [\"WelcomePage\"] completed true, showing [\"FeaturesPage\"]",
        ])
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// Not animated, on screen: the new page appears and the old one disappears in one go,
    /// the completion runs before the call returns, and the delegate hears nothing.
    @Test func setViewControllersWithoutAnimation() throws {
        let (harness, onboarding) = try launchOnboarding()
        let pager = onboarding.pageViewController
        let start = harness.mark()
        var completed: [Bool] = []
        harness.perform("set StartPage") {
            pager.setViewControllers([onboarding.pages[2]], direction: .forward, animated: false) { completed.append($0) }
            #expect(completed == [true])
            #expect(onboarding.pages[2].appearanceState == .appeared)
            #expect(onboarding.pages[0].appearanceState == .disappeared)
        }
        #expect(Self.names(pager.viewControllers) == ["StartPage"])
        #expect(onboarding.log.isEmpty)
        let lines = lifecycleLines(harness.trace(since: start))
        #expect(lines == [
            "StartPage#1.willMove(toParent: UIPageViewController#1)",
            "WelcomePage#1.willMove(toParent: nil)",
            "StartPage#1.viewDidLoad()",
            "StartPage#1.viewWillAppear(false)",
            "WelcomePage#1.viewWillDisappear(false)",
            "StartPage#1.viewDidAppear(false)",
            "WelcomePage#1.viewDidDisappear(false)",
            "StartPage#1.didMove(toParent: UIPageViewController#1)",
            "WelcomePage#1.didMove(toParent: nil)",
        ], "\(lines)")
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// Animated: the turn runs on the virtual clock; "will" callbacks at once, "did"
    /// callbacks and the completion at its end.
    @Test func setViewControllersAnimated() throws {
        let (harness, onboarding) = try launchOnboarding()
        let pager = onboarding.pageViewController
        var completed: [Bool] = []
        let began = harness.runtime.runLoop.now
        var completedAt: TimeInterval?
        pager.setViewControllers([onboarding.pages[1]], direction: .forward, animated: true) { finished in
            completed.append(finished)
            completedAt = HeadlessRuntime.current.runLoop.now
        }
        #expect(completed.isEmpty)
        #expect(onboarding.pages[1].appearanceState == .appearing)
        #expect(onboarding.pages[0].appearanceState == .disappearing)
        #expect(Self.names(pager.viewControllers) == ["FeaturesPage"])
        harness.runUntilIdle()
        #expect(completed == [true])
        #expect((completedAt ?? 0) - began >= UIPageViewController.transitionDuration)
        #expect(onboarding.pages[1].appearanceState == .appeared)
        #expect(onboarding.pages[0].appearanceState == .disappeared)
        #expect(onboarding.pages[0].viewIfLoaded?.superview == nil)
        #expect(onboarding.log.isEmpty)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// At the last page a swipe left is refused, naming the page view controller; a swipe
    /// up (across a horizontal controller) is refused too; nothing changes.
    @Test func swipeBeyondTheLastPageIsRefused() throws {
        let (harness, onboarding) = try launchOnboarding()
        let pager = onboarding.pageViewController
        harness.act("swipe left, swipe left")
        #expect(Self.names(pager.viewControllers) == ["StartPage"])
        onboarding.log.removeAll()
        let start = harness.mark()
        let message = refused(harness, "swipe left")
        #expect(message?.contains("UIPageViewController#1 shows its last page") == true, "\(message ?? "performed")")
        #expect(message?.contains("StartPage#1") == true)
        let across = refused(harness, "swipe up")
        #expect(across?.contains("UIPageViewController#1 turns its pages left and right") == true, "\(across ?? "performed")")
        let back = refused(harness, "swipe right")
        #expect(back == nil)
        harness.runUntilIdle()
        #expect(Self.names(pager.viewControllers) == ["FeaturesPage"])
        #expect(onboarding.log.count == 2)
        // The refused swipes delivered nothing to the pages.
        let refusedPart = harness.trace(since: start).lines(.swiftInstances).prefix { !$0.contains("willTransitionTo") }
        #expect(!refusedPart.contains { $0.contains("StartPage#1.view") }, "\(refusedPart)")
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// A data source with the page-indicator methods gets a page control at the bottom of a
    /// scrolling controller; its dots follow the turns.
    @Test func pageControlFollowsTheTurns() throws {
        let (harness, onboarding) = try launchOnboarding { IndicatedOnboarding() }
        let pager = onboarding.pageViewController
        let control = pager.view.subviews.compactMap { $0 as? UIPageControl }.first
        #expect(control != nil)
        #expect(control?.numberOfPages == 3)
        #expect(control?.currentPage == 0)
        #expect(control.map { $0.frame.maxY == pager.view.bounds.maxY && $0.frame.width == pager.view.bounds.width } == true)
        let pageFrame = onboarding.pages[0].view.frame
        #expect(pageFrame.maxY == control?.frame.minY)
        harness.act("swipe left, swipe left")
        #expect(control?.currentPage == 2)
        harness.act("swipe right")
        #expect(control?.currentPage == 1)
        pager.setViewControllers([onboarding.pages[0]], direction: .reverse, animated: false)
        #expect(control?.currentPage == 0)
        #expect(harness.failures.isEmpty, "\(harness.failures)")

        // Without the indicator methods there is no page control.
        let plain = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let source = NumberSource()
        plain.dataSource = source
        plain.setViewControllers([NumberPage(0)], direction: .forward, animated: false)
        plain.view.layoutIfNeeded()
        #expect(!plain.view.subviews.contains { $0 is UIPageControl })
    }

    /// A page curl with its spine in the middle shows two pages side by side and turns two at
    /// a time; a wrong number of pages is refused with a diagnostic.
    @Test func pageCurlWithMidSpineShowsTwoPages() {
        let source = NumberSource()
        var pager: UIPageViewController?
        let harness = launchApp {
            let made = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                            options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
            made.dataSource = source
            made.setViewControllers([NumberPage(0), NumberPage(1)], direction: .forward, animated: false)
            pager = made
            return made
        }
        guard let pager else { Issue.record("no root"); return }
        #expect(pager.spineLocation == .mid)
        #expect(pager.isDoubleSided)
        #expect(pager.gestureRecognizers.count == 2)
        let shown = (pager.viewControllers ?? []).compactMap { $0 as? NumberPage }
        #expect(shown.map(\.number) == [0, 1])
        let width = pager.view.bounds.width
        #expect(shown.map { $0.view.frame.minX } == [0, width / 2])
        #expect(shown.allSatisfy { $0.appearanceState == .appeared })
        harness.act("swipe left")
        #expect((pager.viewControllers ?? []).compactMap { ($0 as? NumberPage)?.number } == [2, 3])
        harness.expectDiagnostics("pageViewController.pages.count", label: "one page for two") {
            pager.setViewControllers([NumberPage(7)], direction: .forward, animated: false)
        }
        #expect((pager.viewControllers ?? []).compactMap { ($0 as? NumberPage)?.number } == [2, 3])
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// Pages made on demand are released once turned away from, and a dismissed page view
    /// controller goes with its page (the harness's leak checks run at every step).
    @Test func turnedPagesAndADismissedPagerAreReleased() {
        let harness = launchApp { UIViewController() }
        let source = NumberSource()
        weak var firstPage: NumberPage?
        weak var weakPager: UIPageViewController?
        harness.perform("present pager") {
            let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            pager.dataSource = source
            pager.modalPresentationStyle = .fullScreen
            let page = NumberPage(0)
            firstPage = page
            pager.setViewControllers([page], direction: .forward, animated: false)
            weakPager = pager
            harness.runtime.keyWindow?.rootViewController?.present(pager, animated: false)
        }
        harness.act("swipe left")
        #expect((weakPager?.viewControllers?.first as? NumberPage)?.number == 1)
        #expect(firstPage == nil)
        harness.perform("dismiss") { weakPager?.dismiss(animated: false) }
        #expect(weakPager == nil)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// A vertical controller turns forward on a swipe up and back on a swipe down; a swipe
    /// left, or down at the first page, is refused.
    @Test func verticalPagesTurnWithSwipesUpAndDown() {
        let source = NumberSource()
        var pager: UIPageViewController?
        let harness = launchApp {
            let made = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical, options: [.interPageSpacing: 8])
            made.dataSource = source
            made.setViewControllers([NumberPage(0)], direction: .forward, animated: false)
            pager = made
            return made
        }
        guard let pager else { Issue.record("no root"); return }
        func shown() -> Int? { (pager.viewControllers?.first as? NumberPage)?.number }
        #expect(pager.navigationOrientation == .vertical && pager.spineLocation == .none && pager.gestureRecognizers.isEmpty)
        harness.act("swipe up")
        #expect(shown() == 1)
        harness.act("swipe down")
        #expect(shown() == 0)
        let across = refused(harness, "swipe left")
        #expect(across?.contains("turns its pages up and down") == true, "\(across ?? "performed")")
        let first = refused(harness, "swipe down")
        #expect(first?.contains("shows its first page: its dataSource returned no page before NumberPage#") == true, "\(first ?? "performed")")
        #expect(shown() == 0)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// Pages the spine cannot show, a page given twice, or the page view controller's own
    /// parent as a page: a diagnostic each, and the pages stay.
    @Test func misusedPagesAreReportedAndIgnored() throws {
        let (harness, onboarding) = try launchOnboarding()
        let pager = onboarding.pageViewController
        harness.expectDiagnostics("pageViewController.pages.count", label: "two pages for a scroll") {
            pager.setViewControllers([onboarding.pages[1], onboarding.pages[2]], direction: .forward, animated: false)
        }
        harness.expectDiagnostics("pageViewController.pages.count", label: "no page") {
            pager.setViewControllers(nil, direction: .forward, animated: true)
        }
        harness.expectDiagnostics("pageViewController.pages.ancestor", label: "its parent") {
            pager.setViewControllers([onboarding], direction: .forward, animated: false)
        }
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                        options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
        let page = NumberPage(0)
        harness.expectDiagnostics("pageViewController.pages.count", label: "a page twice") {
            curl.setViewControllers([page, page], direction: .forward, animated: false)
        }
        #expect(curl.viewControllers == nil)
        #expect(Self.names(pager.viewControllers) == ["WelcomePage"])
        #expect(onboarding.pages[0].appearanceState == .appeared)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// The lifecycle and containment lines of the pages.
    func lifecycleLines(_ trace: Trace) -> [String] {
        trace.lines(.swiftInstances).filter { line in
            ["WelcomePage", "FeaturesPage", "StartPage"].contains { line.hasPrefix($0) }
                && !line.contains("Layout") && !line.contains("viewIsAppearing") && !line.contains("loadView")
                && !line.contains("SafeAreaInsetsDidChange") // layout-pass callbacks, like the margins
                && !line.contains("init(")
        }
    }
}
