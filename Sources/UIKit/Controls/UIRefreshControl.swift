import HeadlessCore
import Foundation

/// The pull-to-refresh control of a scroll view (``UIScrollView/refreshControl``).
///
/// A pull by the user (the device's `pull-to-refresh` action) begins refreshing and sends
/// `.valueChanged`; the app calls ``endRefreshing()`` when its work is done.
/// ``beginRefreshing()`` from code starts refreshing without sending anything, as on iOS.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    private var refreshing = false

    /// The title under the spinner.
    open var attributedTitle: NSAttributedString?
    /// The spinner's colour: the view's tint.
    open override var tintColor: UIColor! {
        get { super.tintColor }
        set { super.tintColor = newValue }
    }

    /// Creates a refresh control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a refresh control from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether a refresh is in progress.
    open var isRefreshing: Bool { refreshing }

    /// Starts refreshing, without sending `.valueChanged`.
    open func beginRefreshing() {
        refreshing = true
    }

    /// Ends the refresh.
    open func endRefreshing() {
        refreshing = false
    }

    /// The user pulled: refreshing begins and `.valueChanged` is sent. Returns why nothing
    /// happened (a refresh already running, or the control disabled), or nil.
    func userPulled() -> String? {
        guard isEnabled else { return "\(traceName) is disabled (isEnabled is false); nothing was sent." }
        guard !refreshing else {
            return "\(traceName) is already refreshing; the app calls endRefreshing() when its work is done."
        }
        refreshing = true
        sendActions(for: .valueChanged)
        return nil
    }
}
