/// The callbacks that the framework delivers, by name.
///
/// This is a table of names only: which callbacks run, and in which order, is decided by
/// the state machines that deliver them.
extension Callback {
    // MARK: Objects
    public static let initFrame = Callback("init(frame:)", selector: "initWithFrame:")
    public static let initCoder = Callback("init(coder:)", selector: "initWithCoder:")
    public static let initNibNameBundle = Callback("init(nibName:bundle:)", selector: "initWithNibName:bundle:")
    public static let awakeFromNib = Callback("awakeFromNib()", selector: "awakeFromNib")
    public static let deinitialize = Callback("deinit", selector: "dealloc")

    // MARK: Views
    public static var willMoveToSuperview: Callback { Callback(fixed: .willMoveToSuperview) }
    public static var didMoveToSuperview: Callback { Callback(fixed: .didMoveToSuperview) }
    public static var willMoveToWindow: Callback { Callback(fixed: .willMoveToWindow) }
    public static var didMoveToWindow: Callback { Callback(fixed: .didMoveToWindow) }
    public static var didAddSubview: Callback { Callback(fixed: .didAddSubview) }
    public static var willRemoveSubview: Callback { Callback(fixed: .willRemoveSubview) }
    public static var layoutSubviews: Callback { Callback(fixed: .layoutSubviews) }
    public static var draw: Callback { Callback(fixed: .draw) }
    public static let updateConstraints = Callback("updateConstraints()", selector: "updateConstraints")
    public static var safeAreaInsetsDidChange: Callback { Callback(fixed: .safeAreaInsetsDidChange) }
    public static var layoutMarginsDidChange: Callback { Callback(fixed: .layoutMarginsDidChange) }
    public static let tintColorDidChange = Callback("tintColorDidChange()", selector: "tintColorDidChange")

    /// The callbacks of the layout pass: the layout brackets and the inset changes the pass
    /// reports (References §18). How many passes a transition takes, and so how many of these
    /// run, is not part of UIKit's contract; traces can fold them (`[layout]`).
    public static let layoutPass: Set<Callback> = [
        .viewWillLayoutSubviews, .layoutSubviews, .viewDidLayoutSubviews,
        .safeAreaInsetsDidChange, .viewSafeAreaInsetsDidChange, .layoutMarginsDidChange, .viewLayoutMarginsDidChange,
    ]

    /// The inset-change callbacks of the layout pass (References §18).
    public static let insetChanges: Set<String> = [
        Callback.safeAreaInsetsDidChange.swiftName, Callback.viewSafeAreaInsetsDidChange.swiftName,
        Callback.layoutMarginsDidChange.swiftName, Callback.viewLayoutMarginsDidChange.swiftName,
    ]

    // MARK: View controllers
    public static var loadView: Callback { Callback(fixed: .loadView) }
    public static var viewDidLoad: Callback { Callback(fixed: .viewDidLoad) }
    public static var viewWillAppear: Callback { Callback(fixed: .viewWillAppear) }
    public static var viewIsAppearing: Callback { Callback(fixed: .viewIsAppearing) }
    public static var viewDidAppear: Callback { Callback(fixed: .viewDidAppear) }
    public static var viewWillDisappear: Callback { Callback(fixed: .viewWillDisappear) }
    public static var viewDidDisappear: Callback { Callback(fixed: .viewDidDisappear) }
    public static var viewWillLayoutSubviews: Callback { Callback(fixed: .viewWillLayoutSubviews) }
    public static var viewDidLayoutSubviews: Callback { Callback(fixed: .viewDidLayoutSubviews) }
    public static let updateViewConstraints = Callback("updateViewConstraints()", selector: "updateViewConstraints")
    public static var viewSafeAreaInsetsDidChange: Callback { Callback(fixed: .viewSafeAreaInsetsDidChange) }
    public static var viewLayoutMarginsDidChange: Callback { Callback(fixed: .viewLayoutMarginsDidChange) }
    public static var willMoveToParent: Callback { Callback(fixed: .willMoveToParent) }
    public static var didMoveToParent: Callback { Callback(fixed: .didMoveToParent) }
    public static let didReceiveMemoryWarning = Callback("didReceiveMemoryWarning()", selector: "didReceiveMemoryWarning")
    public static let willTransitionToTraits = Callback(
        "willTransition(to:with:)", selector: "willTransitionToTraitCollection:withTransitionCoordinator:")
    public static let viewWillTransitionToSize = Callback(
        "viewWillTransition(to:with:)", selector: "viewWillTransitionToSize:withTransitionCoordinator:")
    public static let traitCollectionDidChange = Callback("traitCollectionDidChange(_:)", selector: "traitCollectionDidChange:")

    // MARK: Containers, presentation and controls
    public static let navigationWillShow = Callback(
        "navigationController(_:willShow:animated:)", selector: "navigationController:willShowViewController:animated:")
    public static let navigationDidShow = Callback(
        "navigationController(_:didShow:animated:)", selector: "navigationController:didShowViewController:animated:")
    public static let tabBarShouldSelect = Callback(
        "tabBarController(_:shouldSelect:)", selector: "tabBarController:shouldSelectViewController:")
    public static let tabBarDidSelect = Callback(
        "tabBarController(_:didSelect:)", selector: "tabBarController:didSelectViewController:")
    public static let pageViewControllerBefore = Callback(
        "pageViewController(_:viewControllerBefore:)", selector: "pageViewController:viewControllerBeforeViewController:")
    public static let pageViewControllerAfter = Callback(
        "pageViewController(_:viewControllerAfter:)", selector: "pageViewController:viewControllerAfterViewController:")
    public static let pageViewControllerWillTransition = Callback(
        "pageViewController(_:willTransitionTo:)", selector: "pageViewController:willTransitionToViewControllers:")
    public static let pageViewControllerDidFinishAnimating = Callback(
        "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)",
        selector: "pageViewController:didFinishAnimating:previousViewControllers:transitionCompleted:")
    public static let presentationShouldDismiss = Callback(
        "presentationControllerShouldDismiss(_:)", selector: "presentationControllerShouldDismiss:")
    public static let presentationWillDismiss = Callback(
        "presentationControllerWillDismiss(_:)", selector: "presentationControllerWillDismiss:")
    public static let presentationDidDismiss = Callback(
        "presentationControllerDidDismiss(_:)", selector: "presentationControllerDidDismiss:")
    public static let presentationDidAttemptToDismiss = Callback(
        "presentationControllerDidAttemptToDismiss(_:)", selector: "presentationControllerDidAttemptToDismiss:")
    /// The user dragged a sheet to another detent (`UISheetPresentationControllerDelegate`, iOS 15).
    public static let sheetDidChangeSelectedDetentIdentifier = Callback(
        "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)",
        selector: "sheetPresentationControllerDidChangeSelectedDetentIdentifier:")
    public static let adaptivePresentationStyleForTraits = Callback(
        "adaptivePresentationStyle(for:traitCollection:)", selector: "adaptivePresentationStyleForPresentationController:traitCollection:")
    public static let adaptivePresentationStyle = Callback(
        "adaptivePresentationStyle(for:)", selector: "adaptivePresentationStyleForPresentationController:")
    public static let presentationViewControllerForAdaptiveStyle = Callback(
        "presentationController(_:viewControllerForAdaptivePresentationStyle:)",
        selector: "presentationController:viewControllerForAdaptivePresentationStyle:")
    public static let presentationWillPresentWithAdaptiveStyle = Callback(
        "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
        selector: "presentationController:willPresentWithAdaptiveStyle:transitionCoordinator:")
    public static let prepareForPopoverPresentation = Callback(
        "prepareForPopoverPresentation(_:)", selector: "prepareForPopoverPresentation:")
    public static let sendAction = Callback("sendAction(_:)", selector: "sendAction:")
    // MARK: Application delegate
    public static let willFinishLaunching = Callback(
        "application(_:willFinishLaunchingWithOptions:)", selector: "application:willFinishLaunchingWithOptions:")
    public static let didFinishLaunching = Callback(
        "application(_:didFinishLaunchingWithOptions:)", selector: "application:didFinishLaunchingWithOptions:")
    public static let applicationDidBecomeActive = Callback("applicationDidBecomeActive(_:)", selector: "applicationDidBecomeActive:")
    public static let applicationWillResignActive = Callback("applicationWillResignActive(_:)", selector: "applicationWillResignActive:")
    public static let applicationDidEnterBackground = Callback(
        "applicationDidEnterBackground(_:)", selector: "applicationDidEnterBackground:")
    public static let applicationWillEnterForeground = Callback(
        "applicationWillEnterForeground(_:)", selector: "applicationWillEnterForeground:")
    public static let applicationWillTerminate = Callback("applicationWillTerminate(_:)", selector: "applicationWillTerminate:")
    public static let applicationDidReceiveMemoryWarning = Callback(
        "applicationDidReceiveMemoryWarning(_:)", selector: "applicationDidReceiveMemoryWarning:")
    public static let configurationForConnecting = Callback(
        "application(_:configurationForConnecting:options:)", selector: "application:configurationForConnectingSceneSession:options:")
    public static let didDiscardSceneSessions = Callback(
        "application(_:didDiscardSceneSessions:)", selector: "application:didDiscardSceneSessions:")
    /// A background task's expiration handler, delivered to the application that ran it.
    public static let backgroundTaskExpiration = Callback("expirationHandler()", selector: "expirationHandler")

    // MARK: Scene delegate
    public static let sceneWillConnect = Callback("scene(_:willConnectTo:options:)", selector: "scene:willConnectToSession:options:")
    public static let sceneDidDisconnect = Callback("sceneDidDisconnect(_:)", selector: "sceneDidDisconnect:")
    public static let sceneDidBecomeActive = Callback("sceneDidBecomeActive(_:)", selector: "sceneDidBecomeActive:")
    public static let sceneWillResignActive = Callback("sceneWillResignActive(_:)", selector: "sceneWillResignActive:")
    public static let sceneWillEnterForeground = Callback("sceneWillEnterForeground(_:)", selector: "sceneWillEnterForeground:")
    public static let sceneDidEnterBackground = Callback("sceneDidEnterBackground(_:)", selector: "sceneDidEnterBackground:")

    // MARK: Storyboards
    public static let prepareForSegue = Callback("prepare(for:sender:)", selector: "prepareForSegue:sender:")
    public static let shouldPerformSegue = Callback(
        "shouldPerformSegue(withIdentifier:sender:)", selector: "shouldPerformSegueWithIdentifier:sender:")
    public static let performSegue = Callback("perform()", selector: "perform")
    public static let canPerformUnwindSegueAction = Callback(
        "canPerformUnwindSegueAction(_:from:sender:)", selector: "canPerformUnwindSegueAction:fromViewController:sender:")
    public static let unwindForSegue = Callback("unwind(for:towards:)", selector: "unwindForSegue:towardsViewController:")

    // MARK: Table views
    public static let numberOfRowsInSection = Callback(
        "tableView(_:numberOfRowsInSection:)", selector: "tableView:numberOfRowsInSection:")
    public static let cellForRowAt = Callback("tableView(_:cellForRowAt:)", selector: "tableView:cellForRowAtIndexPath:")
    /// A row's height, asked of the delegate (References §50.3).
    public static let heightForRowAt = Callback("tableView(_:heightForRowAt:)", selector: "tableView:heightForRowAtIndexPath:")
    public static let didSelectRowAt = Callback("tableView(_:didSelectRowAt:)", selector: "tableView:didSelectRowAtIndexPath:")
}
