import HeadlessCore
import Foundation

/// The presentation controller of a sheet (`.pageSheet`, `.formSheet`, and `.automatic` where
/// it resolves to a page sheet), iOS 15: the heights the sheet rests at (its ``detents``),
/// the one it rests at now, the grabber, the dimming.
///
/// The sheet's frame follows the selected detent: the large detent is the card the engine
/// has always shown (the container's width, from 30 points below its top), and a smaller
/// detent keeps the sheet's bottom on the container's bottom and takes its value plus the
/// container's bottom safe-area inset as height. Setting ``selectedDetentIdentifier`` or
/// ``detents`` moves a sheet on screen at once; inside ``animateChanges(_:)`` the move is a
/// block animation on the virtual clock. The device's `drag-sheet <detent>` is the user's
/// drag, the only change the delegate hears of
/// (`sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`, once the sheet rests
/// there). References §50.4.
///
/// Swift cannot narrow an inherited property's type, so ``UIPresentationController/delegate``
/// keeps its `UIAdaptivePresentationControllerDelegate?` type here; a delegate that adopts
/// ``UISheetPresentationControllerDelegate`` hears of detent changes.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet rests at, smallest first once resolved; `[.large()]` by default.
    /// An empty array is reported and read as `[.large()]`.
    open var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty {
                runtime.report(.warning, .sheetDetentsEmpty,
                               "\(storedPresented?.traceName ?? "A sheet")'s sheetPresentationController got an empty detents array; a sheet needs at least one detent. It rests at .large() instead. Set detents = [.medium(), .large()] or another non-empty list.",
                               about: storedPresented)
                detents = [.large()]
                return
            }
            detentsDidChange()
        }
    }

    /// The detent the sheet rests at; nil for the smallest of ``detents``.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { if selectedDetentIdentifier != oldValue { detentsDidChange() } }
    }

    /// The largest detent at which the view behind the sheet is not dimmed; nil dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the sheet shows a grabber at its top.
    open var prefersGrabberVisible = false
    /// Whether scrolling to the edge of a scroll view in the sheet expands the sheet.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet stays attached to the bottom edge in compact height, rather than
    /// covering the container.
    open var prefersEdgeAttachedInCompactHeight = false {
        didSet { if prefersEdgeAttachedInCompactHeight != oldValue { detentsDidChange() } }
    }
    /// Whether an edge-attached sheet takes its controller's preferred content width.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false {
        didSet { if widthFollowsPreferredContentSizeWhenEdgeAttached != oldValue { detentsDidChange() } }
    }
    /// The sheet's corner radius; nil for the system's.
    open var preferredCornerRadius: CGFloat?
    /// The view a sheet on a regular-width container points at (iPad); nil for none.
    open var sourceView: UIView?

    /// Whether changes to the sheet's properties are being animated (``animateChanges(_:)``).
    private var animatingChanges = false
    /// Runs when the sheet comes to rest after the next move (a user's drag tells the delegate then).
    var onNextRest: (() -> Void)?

    /// Animates the sheet to the state the changes leave it in.
    open func animateChanges(_ changes: () -> Void) {
        let wasAnimating = animatingChanges
        animatingChanges = true
        changes()
        animatingChanges = wasAnimating
    }

    /// Asks every custom detent's resolver again (iOS 16): the sheet moves if its height changed.
    open func invalidateDetents() { detentsDidChange() }

    /// The sheet's frame in its container: the selected detent's height from the bottom
    /// (References §50.4).
    open override var frameOfPresentedViewInContainerView: CGRect {
        sheetFrame(in: containerView?.bounds ?? runtime.screen.bounds)
    }
}

extension UISheetPresentationController {
    /// How far below the container's top the large detent's card starts.
    static let largeDetentTop: CGFloat = 30
    /// The virtual duration of an animated detent change (as a modal transition's).
    static let detentAnimationDuration: TimeInterval = 0.35

    /// The container's traits: the screen's, as the engine's windows take them.
    var containerTraits: UITraitCollection { runtime.screen.traitCollection }

    /// Whether the sheet covers the whole container: compact height, not edge-attached.
    var coversContainer: Bool {
        containerTraits.verticalSizeClass == .compact && !prefersEdgeAttachedInCompactHeight
    }

    /// The bottom safe-area inset the sheet adds below its detent value.
    var bottomInset: CGFloat { containerView?.safeAreaInsets.bottom ?? runtime.screen.model.portraitInsets.bottom }

    /// The context detents resolve in, for a container of `bounds`.
    func resolutionContext(in bounds: CGRect) -> ResolutionContext {
        let maximum = max(0, bounds.height - Self.largeDetentTop - bottomInset)
        return ResolutionContext(containerTraitCollection: containerTraits, maximumDetentValue: maximum)
    }

    /// The active detents and their values, smallest first.
    func activeDetents(in bounds: CGRect) -> [(detent: Detent, value: CGFloat)] {
        let context = resolutionContext(in: bounds)
        return detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent, $0) } }
            .sorted { $0.value < $1.value }
    }

    /// The detent the sheet rests at: the selected one if it is active, else the smallest.
    func restingDetent(in bounds: CGRect) -> (detent: Detent, value: CGFloat)? {
        let active = activeDetents(in: bounds)
        if let selectedDetentIdentifier, let chosen = active.first(where: { $0.detent.identifier == selectedDetentIdentifier }) {
            return chosen
        }
        return active.first
    }

    /// The sheet's frame in a container of `bounds`.
    func sheetFrame(in bounds: CGRect) -> CGRect {
        if coversContainer { return bounds }
        var width = bounds.width
        if containerTraits.verticalSizeClass == .compact, widthFollowsPreferredContentSizeWhenEdgeAttached,
           let preferred = storedPresented?.preferredContentSize.width, preferred > 0 {
            width = min(preferred, bounds.width)
        }
        let large = max(0, bounds.height - Self.largeDetentTop)
        let value = restingDetent(in: bounds)?.value ?? resolutionContext(in: bounds).maximumDetentValue
        let height = min(large, value + bottomInset)
        return CGRect(x: bounds.midX - width / 2, y: bounds.maxY - height, width: width, height: height)
    }

    /// The detents or the selection changed: a sheet on screen moves to its resting detent,
    /// animated inside ``animateChanges(_:)``.
    func detentsDidChange() {
        let rest = onNextRest
        onNextRest = nil
        guard let container = transitionView, !animatorPlacesPresentedView,
              let view = storedPresented?.storedView, view.storedSuperview === container else { rest?(); return }
        let frame = frameOfPresentedViewInContainerView
        guard view.frame != frame else { rest?(); return }
        if animatingChanges {
            UIView.animate(withDuration: Self.detentAnimationDuration, animations: { view.frame = frame },
                           completion: { _ in rest?() })
        } else {
            view.frame = frame
            rest?()
        }
    }

    /// The user dragged the sheet to a detent and let go: it animates there, and the delegate
    /// hears of it once it rests (a report: the delegate is told when the sheet finishes
    /// animating to its detent; References §50.4). Returns why it could not, or nil.
    func drag(to identifier: Detent.Identifier) -> String? {
        guard let presented = storedPresented, storedPresenting != nil, presented.storedView?.storedWindow != nil else {
            return "the sheet is not on screen"
        }
        if presented.beingPresented || presented.beingDismissed {
            return "\(presented.traceName) is in the middle of a presentation or dismissal; wait for it to end"
        }
        let bounds = containerView?.bounds ?? runtime.screen.bounds
        let active = activeDetents(in: bounds)
        guard active.contains(where: { $0.detent.identifier == identifier }) else {
            let names = active.map { Self.actionName(of: $0.detent.identifier) }.joined(separator: ", ")
            return "\(presented.traceName)'s sheet has no active detent \(Self.actionName(of: identifier)) (its active detents: \(names))"
        }
        if restingDetent(in: bounds)?.detent.identifier == identifier {
            return "\(presented.traceName)'s sheet already rests at \(Self.actionName(of: identifier))"
        }
        let name = presented.traceName
        onNextRest = { [weak self] in
            guard let self, let delegate = self.delegate as? UISheetPresentationControllerDelegate else { return }
            self.runtime.deliver(toDelegate: delegate, .sheetDidChangeSelectedDetentIdentifier, [name]) {
                delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
            }
        }
        animateChanges { selectedDetentIdentifier = identifier }
        return nil
    }

    /// `medium`, `large`, or a custom detent's identifier, as the device's action names it.
    static func actionName(of identifier: Detent.Identifier) -> String {
        switch identifier {
        case .medium: "medium"
        case .large: "large"
        default: identifier.rawValue
        }
    }

    /// The identifier a device action's word names.
    static func identifier(named name: String) -> Detent.Identifier {
        switch name {
        case "medium": .medium
        case "large": .large
        default: Detent.Identifier(name)
        }
    }
}
