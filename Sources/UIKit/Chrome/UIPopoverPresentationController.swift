import HeadlessCore
import Foundation

/// The presentation of a popover: where it points (a view and a rectangle in it, or a bar
/// button item) and which arrow directions it may use.
///
/// Stored for the element it anchors to; an action sheet on iPad needs a source, as on iOS.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in ``sourceView`` the popover points at.
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at.
    open var barButtonItem: UIBarButtonItem?
    /// The directions the popover's arrow may point.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// Views the user can still touch while the popover shows.
    open var passthroughViews: [UIView]?
    /// The popover's background colour.
    open var backgroundColor: UIColor?

    /// The direction the arrow points once presented.
    open var arrowDirection: UIPopoverArrowDirection { storedPresented == nil ? .unknown : .up }

    /// Whether a source was given.
    var hasSource: Bool { sourceView != nil || barButtonItem != nil }

    /// Where a popover sits in a container: its presented controller's
    /// ``UIViewController/preferredContentSize`` (320 × 480 points when it gives none; Apple's
    /// documented default width is 320), no larger than the container less a 10-point margin,
    /// below its source (the source view's rectangle, or the top of the safe area for a bar
    /// button item), centred on it and kept inside the container (References §35).
    func popoverFrame(in bounds: CGRect) -> CGRect {
        let margin: CGFloat = 10
        let preferred = storedPresented?.preferredContentSize ?? .zero
        let width = min(preferred.width > 0 ? preferred.width : 320, max(0, bounds.width - 2 * margin))
        let height = min(preferred.height > 0 ? preferred.height : 480, max(0, bounds.height - 2 * margin))
        var anchor = CGRect(x: bounds.midX, y: bounds.minY, width: 0, height: 0)
        if let sourceView, let window = sourceView.storedWindow {
            let rect = sourceRect == .zero ? sourceView.bounds : sourceRect
            anchor = sourceView.convert(rect, to: window)
        } else if barButtonItem != nil {
            let top = HeadlessRuntime.current.screen.model.safeAreaInsets(landscape: bounds.width > bounds.height).top + 44
            anchor = CGRect(x: bounds.maxX - margin - width / 2, y: bounds.minY, width: 0, height: top)
        }
        let x = min(max(bounds.minX + margin, anchor.midX - width / 2), bounds.maxX - margin - width)
        let y = min(max(bounds.minY + margin, anchor.maxY), bounds.maxY - margin - height)
        return CGRect(x: x, y: y, width: width, height: height)
    }
}

/// The object a popover presentation asks and tells about the popover; it also answers the
/// adaptive questions of ``UIAdaptivePresentationControllerDelegate``. Every method is
/// optional.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Called before the popover shows, to set its source late.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

extension UIViewController {
    /// The style a presentation of this controller shows in, and the controller shown
    /// (References §35): a popover in a compact environment (an iPhone) asks its delegate,
    /// trait-collection variant first; `.none` keeps the popover, `.fullScreen`,
    /// `.overFullScreen` or a sheet replaces it, and no answer gives a form sheet (iOS 13 and
    /// later) or full screen (earlier profiles). An adapted popover then asks the delegate
    /// for a controller to show instead (typically a navigation controller around this one),
    /// and tells it the style it will present with. Any other style is shown as it is.
    func adaptedPresentation(_ resolved: UIModalPresentationStyle) -> (style: UIModalPresentationStyle, shown: UIViewController) {
        guard resolved == .popover else { return (resolved, self) }
        let presentation = preparedPresentationController()
        presentation.adaptedStyle = nil
        presentation.storedPresented = self
        let delegate = presentation.delegate
        let traits = runtime.screen.traitCollection
        var shown = UIModalPresentationStyle.popover
        if traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact {
            var answer = UIModalPresentationStyle.automatic
            if let delegate {
                answer = runtime.ask(delegate, .adaptivePresentationStyleForTraits, [traceName], default: .automatic) {
                    delegate.adaptivePresentationStyle(for: presentation, traitCollection: traits)
                }
                if answer == .automatic {
                    answer = runtime.ask(delegate, .adaptivePresentationStyle, [traceName], default: .automatic) {
                        delegate.adaptivePresentationStyle(for: presentation)
                    }
                }
            }
            switch answer {
            case .none: shown = .popover
            case .fullScreen, .overFullScreen, .pageSheet, .formSheet: shown = answer
            default: shown = runtime.profile.automaticPresentationIsSheet ? .formSheet : .fullScreen
            }
        }
        if shown != .popover {
            presentation.adaptedStyle = shown
            var presented: UIViewController = self
            if let delegate {
                let replacement: UIViewController? = runtime.ask(delegate, .presentationViewControllerForAdaptiveStyle,
                                                                 [traceName, ".\(shown)"], default: nil) {
                    delegate.presentationController(presentation, viewControllerForAdaptivePresentationStyle: shown)
                }
                if let replacement, replacement !== self, acceptsAdaptiveReplacement(replacement) {
                    // The replacement is shown through this presentation: it shares the
                    // presentation controller, whose presented controller it becomes.
                    replacement.storedPresentationController = presentation
                    presentation.storedPresented = replacement
                    presented = replacement
                }
                runtime.deliver(toDelegate: delegate, .presentationWillPresentWithAdaptiveStyle, [traceName, ".\(shown)"]) {
                    delegate.presentationController(presentation, willPresentWithAdaptiveStyle: shown, transitionCoordinator: nil)
                }
            }
            return (shown, presented)
        } else if let popover = presentation as? UIPopoverPresentationController,
                  let delegate = delegate as? UIPopoverPresentationControllerDelegate {
            runtime.deliver(toDelegate: delegate, .prepareForPopoverPresentation, [traceName]) {
                delegate.prepareForPopoverPresentation(popover)
            }
        }
        return (shown, self)
    }

    /// Whether `replacement`, returned by an adaptive delegate, can be shown instead of this
    /// controller: it must not be on screen, in a container or presented already. A refused
    /// replacement is reported and this controller is shown as adapted.
    private func acceptsAdaptiveReplacement(_ replacement: UIViewController) -> Bool {
        let problem: String
        switch replacement.presentationObstacle {
        case nil: return true
        case .parent(let parent)?: problem = "it has a parent view controller <\(parent.traceName)>"
        case .presented?: problem = "it is already presented"
        case .onScreen?: problem = "its view is already in a window"
        }
        runtime.report(.error, .presentationAdaptiveReplacementRefused,
                       "presentationController(_:viewControllerForAdaptivePresentationStyle:) returned <\(replacement.traceName)> for <\(traceName)>, but \(problem). Return a new controller (for example a UINavigationController whose root is the presented controller), or nil; <\(traceName)> was presented itself.",
                       about: replacement)
        return false
    }
}

/// The directions of a popover's arrow.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    /// Creates directions from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
