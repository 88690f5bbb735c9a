/// A stable identifier for a kind of problem, such as `navigation.push.duplicate`.
///
/// Codes are dotted paths whose first part names the area (`view`, `viewController`,
/// `navigation`, `presentation`, ...), so that a test can allow or expect a whole family
/// (``isIn(_:)``). Every code the framework reports is a constant here; a module of the project's
/// own may define more in an extension.
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    /// The area the code belongs to: its first dotted part (`navigation`).
    public var area: String { rawValue.split(separator: ".").first.map(String.init) ?? rawValue }

    /// Whether the code is `prefix` itself or lies under it (`navigation.push` holds
    /// `navigation.push.duplicate`).
    public func isIn(_ prefix: String) -> Bool {
        rawValue == prefix || rawValue.hasPrefix(prefix.hasSuffix(".") ? prefix : prefix + ".")
    }
}

extension DiagnosticCode {
    // MARK: object
    public static let objectReleasedOffMainActor: DiagnosticCode = "object.releasedOffMainActor"

    // MARK: application
    public static let applicationBackgroundTaskExpired: DiagnosticCode = "application.backgroundTask.expired"
    public static let applicationBackgroundTaskUnknown: DiagnosticCode = "application.backgroundTask.unknown"
    public static let applicationSecondInstance: DiagnosticCode = "application.secondInstance"
    public static let applicationStateIllegalEdge: DiagnosticCode = "application.state.illegalEdge"
    /// `UIApplication.value(forKey:)`/`value(forKeyPath:)` with a key the class object has not.
    public static let applicationKeyValueCodingUnknownKey: DiagnosticCode = "application.keyValueCoding.unknownKey"

    // MARK: device
    public static let deviceLaunchRunning: DiagnosticCode = "device.launch.running"

    // MARK: interfaceBuilder
    public static let interfaceBuilderNoResponder: DiagnosticCode = "interfaceBuilder.noResponder"
    public static let interfaceBuilderSegueUnsupportedKind: DiagnosticCode = "interfaceBuilder.segue.unsupportedKind"
    public static let interfaceBuilderUnknownIdentifier: DiagnosticCode = "interfaceBuilder.unknownIdentifier"
    public static let interfaceBuilderUnrecognizedSelector: DiagnosticCode = "interfaceBuilder.unrecognizedSelector"
    public static let interfaceBuilderUnwindNoDestination: DiagnosticCode = "interfaceBuilder.unwind.noDestination"
    public static let interfaceBuilderWrongClass: DiagnosticCode = "interfaceBuilder.wrongClass"

    // MARK: layout
    public static let layoutLoop: DiagnosticCode = "layout.loop"

    // MARK: navigation
    public static let navigationNestedTransition: DiagnosticCode = "navigation.nestedTransition"
    /// A navigation delegate's animator completed a push with `completeTransition(false)`: not
    /// undone here, the push completes.
    public static let navigationCancelledPushCompleted: DiagnosticCode = "navigation.cancelledPush.completed"
    public static let navigationPopNotInStack: DiagnosticCode = "navigation.pop.notInStack"
    public static let navigationPushAncestor: DiagnosticCode = "navigation.push.ancestor"
    public static let navigationPushDuplicate: DiagnosticCode = "navigation.push.duplicate"
    public static let navigationPushNavigationController: DiagnosticCode = "navigation.push.navigationController"
    public static let navigationPushPresented: DiagnosticCode = "navigation.push.presented"
    public static let navigationSetDuplicate: DiagnosticCode = "navigation.set.duplicate"

    // MARK: presentation
    public static let presentationActive: DiagnosticCode = "presentation.active"
    public static let presentationAlreadyPresented: DiagnosticCode = "presentation.alreadyPresented"
    public static let presentationAdaptiveReplacementRefused: DiagnosticCode = "presentation.adaptiveReplacementRefused"
    public static let presentationAlreadyPresenting: DiagnosticCode = "presentation.alreadyPresenting"
    public static let presentationControllerReleased: DiagnosticCode = "presentation.controller.released"
    /// `completeTransition(_:)` called again on a custom transition's context that has ended.
    public static let presentationTransitionCompletedTwice: DiagnosticCode = "presentation.transition.completedTwice"
    /// A `UIPercentDrivenInteractiveTransition` started with a context UIKit did not make (it
    /// cannot find the transition's animator).
    public static let presentationInteractionForeignContext: DiagnosticCode = "presentation.interaction.foreignContext"
    public static let presentationDismissInProgress: DiagnosticCode = "presentation.dismissInProgress"
    public static let presentationHasParent: DiagnosticCode = "presentation.hasParent"
    public static let presentationInProgress: DiagnosticCode = "presentation.inProgress"
    public static let presentationNotInWindow: DiagnosticCode = "presentation.notInWindow"
    public static let presentationStyleNone: DiagnosticCode = "presentation.style.none"

    // MARK: runloop
    public static let runloopCommitLoop: DiagnosticCode = "runloop.commitLoop"
    public static let runloopNeverIdle: DiagnosticCode = "runloop.neverIdle"
    /// URLSession work was still in flight when a wait's real-time bound ran out.
    public static let networkStillInFlight: DiagnosticCode = "network.stillInFlight"

    // MARK: scenario
    public static let scenarioDevice: DiagnosticCode = "scenario.device"
    public static let scenarioReference: DiagnosticCode = "scenario.reference"

    // MARK: scene
    public static let sceneDelegateClassNotFound: DiagnosticCode = "scene.delegateClass.notFound"
    public static let sceneDelegateClassUnusable: DiagnosticCode = "scene.delegateClass.unusable"
    public static let sceneStateIllegalEdge: DiagnosticCode = "scene.state.illegalEdge"

    // MARK: tabBar
    public static let tabBarSelectNotATab: DiagnosticCode = "tabBar.select.notATab"
    public static let tabBarSelectOutOfRange: DiagnosticCode = "tabBar.select.outOfRange"
    public static let tabBarSetAncestor: DiagnosticCode = "tabBar.set.ancestor"
    public static let tabBarSetDuplicate: DiagnosticCode = "tabBar.set.duplicate"

    // MARK: tableView
    public static let tableViewDequeueUnregistered: DiagnosticCode = "tableView.dequeue.unregistered"

    // MARK: view
    public static let viewHierarchyCycle: DiagnosticCode = "view.hierarchy.cycle"
    public static let viewHierarchyIndexOutOfRange: DiagnosticCode = "view.hierarchy.indexOutOfRange"
    public static let viewHierarchyNotASubview: DiagnosticCode = "view.hierarchy.notASubview"
    public static let viewHierarchySelf: DiagnosticCode = "view.hierarchy.self"
    public static let viewLayerClassNotALayer: DiagnosticCode = "view.layerClass.notALayer"
    public static let viewHierarchyWindow: DiagnosticCode = "view.hierarchy.window"
    /// A subview added to a `UIVisualEffectView` itself rather than to its `contentView`.
    public static let viewVisualEffectDirectSubview: DiagnosticCode = "view.visualEffect.directSubview"
    /// `value(forKey:)`/`setValue(_:forKey:)` on a view with a key it has not (or a value of the
    /// wrong type).
    public static let viewKeyValueCodingUnknownKey: DiagnosticCode = "view.keyValueCoding.unknownKey"

    // MARK: viewController
    public static let viewControllerAppearanceUnbalanced: DiagnosticCode = "viewController.appearance.unbalanced"
    public static let viewControllerContainmentCycle: DiagnosticCode = "viewController.containment.cycle"
    public static let viewControllerContainmentSelf: DiagnosticCode = "viewController.containment.self"
    public static let viewControllerHierarchyInconsistency: DiagnosticCode = "viewController.hierarchy.inconsistency"
    public static let viewControllerHierarchyMissingAddChild: DiagnosticCode = "viewController.hierarchy.missingAddChild"
    public static let viewControllerLoadViewNoView: DiagnosticCode = "viewController.loadView.noView"
    public static let viewControllerLoadViewRecursion: DiagnosticCode = "viewController.loadView.recursion"
    public static let viewControllerSuperMissing: DiagnosticCode = "viewController.super.missing"
    public static let viewControllerSuperWrong: DiagnosticCode = "viewController.super.wrong"
    public static let viewControllerViewShared: DiagnosticCode = "viewController.view.shared"

    // MARK: autolayout
    public static let autolayoutAmbiguous: DiagnosticCode = "autolayout.ambiguous"
    public static let autolayoutGuideWithoutView: DiagnosticCode = "autolayout.guideWithoutView"
    public static let autolayoutInvalidConstant: DiagnosticCode = "autolayout.invalidConstant"
    public static let autolayoutInvalidConstraint: DiagnosticCode = "autolayout.invalidConstraint"
    public static let autolayoutInvalidPriority: DiagnosticCode = "autolayout.invalidPriority"
    public static let autolayoutNoCommonAncestor: DiagnosticCode = "autolayout.noCommonAncestor"
    public static let autolayoutNotAnAncestor: DiagnosticCode = "autolayout.notAnAncestor"
    public static let autolayoutRequiredPriorityChange: DiagnosticCode = "autolayout.requiredPriorityChange"
    public static let autolayoutUnsatisfiable: DiagnosticCode = "autolayout.unsatisfiable"
    /// A visual format string that does not parse, or names a view or metric the
    /// dictionaries lack: iOS raises an exception; here no constraints are made.
    public static let autolayoutVisualFormat: DiagnosticCode = "autolayout.visualFormat"

    // MARK: container
    public static let containerChildTaken: DiagnosticCode = "container.childTaken"

    // MARK: infoPlist
    public static let infoPlistOutsideBundle: DiagnosticCode = "infoPlist.outsideBundle"
    public static let infoPlistWrongType: DiagnosticCode = "infoPlist.wrongType"

    // MARK: presentation
    public static let presentationDismissNothingPresented: DiagnosticCode = "presentation.dismiss.nothingPresented"

    // MARK: scene
    public static let sceneSceneClassNotFound: DiagnosticCode = "scene.sceneClass.notFound"

    // MARK: window
    public static let windowRootViewControllerReentrant: DiagnosticCode = "window.rootViewController.reentrant"

    // MARK: selector
    public static let selectorNoResponder: DiagnosticCode = "selector.noResponder"
    public static let selectorUnrecognized: DiagnosticCode = "selector.unrecognized"
    /// A method called by selector was sent an argument of a class its parameter cannot hold.
    public static let selectorArgumentMismatch: DiagnosticCode = "selector.argumentMismatch"

    // MARK: menu
    /// `UITargetedPreview(view:)` without a target, given a view that is not in a window.
    public static let previewViewNotInWindow: DiagnosticCode = "menu.previewViewNotInWindow"
}
