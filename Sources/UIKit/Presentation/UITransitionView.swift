import HeadlessCore
import Foundation

/// The framework's container for a presented view, added to the window above the views
/// already there, as UIKit's `UITransitionView`.
@MainActor
final class UITransitionView: UIView {
    /// The presentation whose presented view this view holds.
    weak var presentation: UIPresentationController?

    /// The presented view takes its presentation's
    /// ``UIPresentationController/frameOfPresentedViewInContainerView`` (UIView+ContainerLayout.swift).
    override func layOutOwnFrameworkSubviews() {
        if let presentation, let view = presentation.storedPresented?.storedView, view.storedSuperview === self {
            view.frame = presentation.frameOfPresentedViewInContainerView
        }
    }
}
