import HeadlessCore
import Foundation

/// A turn from the pages shown to new ones.
@MainActor
final class PageTurn {
    let from: [UIViewController]
    let to: [UIViewController]
    /// The pages that were not children before the turn, and those that leave.
    let added: [UIViewController]
    let removed: [UIViewController]
    let animated: Bool
    /// Whether a swipe made the turn: the delegate hears of it.
    var byGesture: Bool { gestureDirection != nil }
    /// The direction of the swipe that made the turn, if a swipe did.
    let gestureDirection: UIPageViewController.NavigationDirection?
    /// Whether a finger drags the turn: it ends when the finger lifts, not on the clock.
    var interactive: Bool
    let completion: ((Bool) -> Void)?
    let cause: TraceCause

    init(from: [UIViewController], to: [UIViewController], added: [UIViewController], removed: [UIViewController],
         animated: Bool, gestureDirection: UIPageViewController.NavigationDirection?, interactive: Bool = false,
         completion: ((Bool) -> Void)?, cause: TraceCause) {
        self.interactive = interactive
        self.from = from
        self.to = to
        self.added = added
        self.removed = removed
        self.animated = animated
        self.gestureDirection = gestureDirection
        self.completion = completion
        self.cause = cause
    }
}

/// The pages a device swipe found for a turn before its touches ran.
struct PreparedSwipe {
    let direction: UIPageViewController.NavigationDirection
    /// The pages shown when the swipe was prepared.
    let from: [UIViewController]
    let pages: [UIViewController]
}

/// Changing the pages: from code (`setViewControllers`) or from a swipe, through the
/// containment and appearance machinery that navigation and tab bar controllers use.
///
/// - Not on screen (no window, or disappeared): the views are swapped with no appearance
///   callbacks; a page view controller that has not loaded its view installs the pages when
///   it is laid out or appears.
/// - Appearing: the new pages join the appearance in progress.
/// - On screen: a turn (References §29): the incoming pages' `viewWillAppear(_:)`, the outgoing
///   ones' `viewWillDisappear(_:)`, the incoming views go in; then, at once (not animated) or
///   after ``UIPageViewController/transitionDuration`` on the virtual clock (animated), the
///   outgoing views leave, the incoming pages get `viewDidAppear(_:)`, the outgoing ones
///   `viewDidDisappear(_:)`, the containment finishes (`didMove(toParent:)`), the page control
///   follows (asked again, or stepped by one after a swipe), the completion runs, and, for a swipe, the delegate's
///   `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`.
extension UIPageViewController {
    /// The length of an animated turn on the virtual clock (the project's figure, that of a
    /// navigation push).
    static let transitionDuration: TimeInterval = 0.35

    /// How many pages `setViewControllers` takes: two with the spine in the middle, or for a
    /// double-sided page curl (the page and its back), one otherwise.
    var requiredPageCount: Int {
        guard style == .pageCurl else { return 1 }
        return storedSpineLocation == .mid || isDoubleSided ? 2 : 1
    }

    func setPagesMechanism(_ controllers: [UIViewController], direction: NavigationDirection, animated: Bool,
                           completion: ((Bool) -> Void)?) {
        let call = "setViewControllers(_:direction:animated:completion:) on \(traceName)"
        guard controllers.count == requiredPageCount else {
            let spine = style == .scroll ? "a scrolling page view controller"
                : "the spine location .\(storedSpineLocation)\(isDoubleSided ? " with isDoubleSided" : "")"
            runtime.report(.error, .pageViewControllerPageCount,
                           "\(call): \(controllers.count) view controllers were given, but \(spine) takes \(requiredPageCount). Pass \(requiredPageCount == 1 ? "one page" : "two pages"); the pages were not changed.",
                           about: self)
            return
        }
        for (index, controller) in controllers.enumerated() {
            if controllers[..<index].contains(where: { $0 === controller }) {
                runtime.report(.error, .pageViewControllerPageCount,
                               "\(call): \(controller.traceName) is given twice. Each page needs its own view controller; the pages were not changed.",
                               about: controller)
                return
            }
            var ancestor: UIViewController? = self
            while let current = ancestor {
                if current === controller {
                    runtime.report(.error, .pageViewControllerPageAncestor,
                                   "\(call): \(controller.traceName) contains the page view controller, so it cannot be one of its pages. The pages were not changed.",
                                   about: controller)
                    return
                }
                ancestor = current.storedParent
            }
        }
        if let turn { completeTurn(turn) }
        let cause = "setViewControllers([\(controllers.map(\.traceName).joined(separator: ", "))], direction: .\(direction), animated: \(animated))"
        runtime.withCause(TraceCause(stringLiteral: cause)) {
            changePages(to: controllers, animated: animated, gestureDirection: nil, completion: completion)
        }
    }

    /// Shows `controllers` as the pages.
    func changePages(to controllers: [UIViewController], animated: Bool, gestureDirection: NavigationDirection?,
                     interactive: Bool = false, completion: ((Bool) -> Void)?) {
        let old = pages
        let added = controllers.elements(notIn: storedChildren)
        let removed = old.elements(notIn: controllers)
        for controller in added { adopt(controller) }
        for controller in removed { beginRelease(of: controller) }
        pages = controllers
        let record = PageTurn(from: old, to: controllers, added: added, removed: removed, animated: animated,
                              gestureDirection: gestureDirection, interactive: interactive, completion: completion,
                              cause: (runtime.causes.last ?? nil) ?? "page turn")
        switch containerVisibility {
        case .hidden:
            if storedView != nil { showPagesWithoutCallbacks() }
            finishTurn(record)
        case .appearing:
            joinAppearance()
            finishTurn(record)
        case .onScreen:
            startTurn(record)
        }
    }

    /// The children that follow the page view controller's own appearance: the pages shown,
    /// installed (and loaded) when it starts appearing. A turn in flight when it starts
    /// disappearing completes first, as a navigation controller's push does.
    func appearanceChildren() -> [UIViewController] {
        if appearance == .disappearing, let turn { completeTurn(turn) }
        if appearance == .appearing && turn == nil, let root = storedView {
            for page in shownPages where !isPage(page) { takeOutOfContainer(page) }
            shownPages = pages
            for page in pages { install(page, in: root) }
            prepareOwnViews(in: root)
        }
        guard let root = storedView else { return [] }
        return shownPages.filter { $0.storedView?.isDescendant(of: root) == true }
    }

    func isPage(_ controller: UIViewController) -> Bool {
        pages.contains(identicalTo: controller)
    }

    /// Forgets a page that another container adopted.
    func forget(_ child: UIViewController) {
        pages.removeAll(identicalTo: child)
        shownPages.removeAll(identicalTo: child)
    }

    // MARK: Layout

    /// Places the pages (and the page control) in the page view controller's view: one page
    /// fills it; two pages share it, each taking the half on its side of the spine. A page view
    /// controller off screen installs its pages here.
    func layOutPages(in view: UIView) {
        prepareOwnViews(in: view)
        if turn == nil, containerVisibility == .hidden, !samePages(shownPages, pages) {
            showPagesWithoutCallbacks()
        }
        var area = view.bounds
        if let pageControl, pageControl.storedSuperview === view {
            let height = pageControl.intrinsicContentSize.height > 0 ? pageControl.intrinsicContentSize.height : 26
            pageControl.frame = CGRect(x: 0, y: area.maxY - height, width: area.width, height: height)
            area.size.height = max(0, area.height - height)
        }
        let visible = turn?.to ?? pages
        let placed = shownPages.filter { $0.storedView?.storedSuperview === view }
        for page in placed {
            guard let pageView = page.storedView else { continue }
            if storedSpineLocation == .mid, visible.count == 2, let index = visible.firstIndex(identicalTo: page) {
                pageView.frame = navigationOrientation == .horizontal
                    ? CGRect(x: area.minX + CGFloat(index) * area.width / 2, y: area.minY, width: area.width / 2, height: area.height)
                    : CGRect(x: area.minX, y: area.minY + CGFloat(index) * area.height / 2, width: area.width, height: area.height / 2)
            } else {
                pageView.frame = area
            }
        }
    }

    // MARK: Internals

    private func samePages(_ one: [UIViewController], _ other: [UIViewController]) -> Bool {
        one.count == other.count && zip(one, other).allSatisfy { $0 === $1 }
    }

    /// Puts a page's view in the page view controller's view, below the page control.
    func install(_ page: UIViewController, in container: UIView) {
        guard !page.isCoveredByContextPresentation else { return }
        let view = page.loadedViewForFramework()
        guard view.storedSuperview !== container else { return }
        view.frame = container.bounds
        if let pageControl, pageControl.storedSuperview === container {
            container.insertSubview(view, belowSubview: pageControl)
        } else {
            container.addSubview(view)
        }
        container.setNeedsLayout()
    }

    /// Swaps the views of a page view controller that is not on screen: no appearance
    /// callbacks, except to finish a page caught between a "will" and a "did".
    private func showPagesWithoutCallbacks() {
        guard let root = storedView else { return }
        for old in shownPages where !isPage(old) {
            startDisappearanceOfRemovedChild(old)
            takeOutOfContainer(old)
            finishDisappearanceOfRemovedChild(old)
        }
        shownPages = pages
        for page in pages { install(page, in: root) }
    }

    /// The new pages join the page view controller's appearance in progress; the old ones
    /// leave it.
    private func joinAppearance() {
        guard let root = storedView else { return }
        for old in shownPages where !isPage(old) {
            if old.appearance == .appearing || old.appearance == .appeared { old.beginAppearance(false, animated: false) }
            takeOutOfContainer(old)
            if old.appearance == .disappearing { old.endAppearance() }
            forwardedChildren.removeAll(identicalTo: old)
        }
        let entering = pages.elements(notIn: shownPages)
        shownPages = pages
        for page in entering {
            _ = page.loadedViewForFramework()
            if page.appearance == .disappeared || page.appearance == .disappearing, !page.isCoveredByContextPresentation {
                page.beginAppearance(true, animated: appearanceAnimated)
            }
            install(page, in: root)
            forwardedChildren.append(page)
        }
    }

    private func startTurn(_ record: PageTurn) {
        turn = record
        let entering = record.to.elements(notIn: shownPages)
        let leaving = shownPages.elements(notIn: record.to)
        for page in entering where !page.isCoveredByContextPresentation {
            if page.appearance == .disappeared || page.appearance == .disappearing {
                page.beginAppearance(true, animated: record.animated)
            }
        }
        for page in leaving where page.appearance == .appeared || page.appearance == .appearing {
            page.beginAppearance(false, animated: record.animated)
        }
        if let root = storedView {
            for page in entering { install(page, in: root) }
        }
        shownPages = leaving + record.to
        if record.interactive { return }
        if record.animated {
            runtime.runLoop.schedule(after: Self.transitionDuration, settles: true) { [weak self] in
                guard let self, self.turn === record else { return }
                self.completeTurn(record)
            }
        } else {
            completeTurn(record)
        }
    }

    /// Ends a turn on screen: the outgoing views leave and the callbacks of its end follow.
    func completeTurn(_ record: PageTurn) {
        guard turn === record else { return }
        runtime.withCause(record.cause) {
            let leaving = shownPages.elements(notIn: record.to)
            for page in leaving { takeOutOfContainer(page) }
            shownPages = record.to
            for page in record.to where page.appearance == .appearing { page.endAppearance() }
            for page in leaving where page.appearance == .disappearing { page.endAppearance() }
            turn = nil
            finishTurn(record)
        }
    }

    /// The end of every change of pages: containment, the page control, the completion and,
    /// for a swipe, the delegate.
    private func finishTurn(_ record: PageTurn) {
        for controller in record.added { finishAdoption(of: controller) }
        for controller in record.removed where !isPage(controller) {
            // Not a departure: data sources commonly keep their pages (References §29).
            finishRelease(of: controller, how: .removedFromParent, notingDeparture: false)
        }
        if let direction = record.gestureDirection { stepPageControl(direction) } else { updatePageControl() }
        record.completion?(true)
        if record.byGesture, let delegate {
            runtime.deliver(toDelegate: delegate, .pageViewControllerDidFinishAnimating,
                            [traceName, "true", "[\(record.from.map(\.traceName).joined(separator: ", "))]", "true"]) {
                delegate.pageViewController(self, didFinishAnimating: true, previousViewControllers: record.from,
                                            transitionCompleted: true)
            }
        }
    }

    // MARK: Options

    static func spine(style: TransitionStyle, option: Any?) -> SpineLocation {
        guard style == .pageCurl else { return .none }
        if let location = option as? SpineLocation { return location == .none ? .min : location }
        if let raw = number(option), let location = SpineLocation(rawValue: Int(raw)), location != .none { return location }
        return .min
    }

    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as Int: CGFloat(value)
        case let value as Double: CGFloat(value)
        case let value as CGFloat: value
        case let value as Float: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}
