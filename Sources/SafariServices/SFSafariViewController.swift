import HeadlessCore
import Foundation
@_spi(Headless) import UIKit

/// A headless stand-in for SafariServices' web view controller: a presentable controller that
/// "loads" its URL in virtual time and reports to its delegate, so apps that open links in
/// Safari run their presentation and dismissal on Linux.
///
/// Nothing is fetched. One turn after the view appears the initial load completes
/// (`safariViewController(_:didCompleteInitialLoad:)` with `true`, or `false` for a URL that is
/// not http or https, which iOS refuses). Its view holds a "Done" button (`tap Done` from
/// `--actions`); tapping it dismisses the controller and then calls
/// `safariViewControllerDidFinish(_:)`, as on iOS.
open class SFSafariViewController: UIViewController {
    /// The options the controller is created with.
    open class Configuration: NSObject {
        /// Whether Reader is entered when available.
        open var entersReaderIfAvailable = false
        /// Whether the bars collapse on scrolling.
        open var barCollapsingEnabled = true

        public override init() { super.init() }
    }

    /// The style of the button that dismisses the controller.
    public enum DismissButtonStyle: Int, Sendable {
        case done, close, cancel
    }

    /// The object told about loading and dismissal.
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The tint of the bars.
    open var preferredBarTintColor: UIColor?
    /// The tint of the controls.
    open var preferredControlTintColor: UIColor?
    /// The button that dismisses the controller.
    open var dismissButtonStyle: DismissButtonStyle = .done
    /// The configuration given at creation.
    public let configuration: Configuration
    /// The URL shown.
    @_spi(Headless) public let url: URL
    /// Whether the initial load has completed.
    @_spi(Headless) public private(set) var hasCompletedInitialLoad = false

    /// Creates a controller that shows `URL`.
    public init(url URL: URL, configuration: Configuration = Configuration()) {
        self.url = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller that shows `URL`, entering Reader if asked.
    @available(iOS, deprecated: 11.0)
    public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: URL, configuration: configuration)
    }

    /// Not supported, as on iOS: reports `safari.fromCoder` and returns nil.
    public required init?(coder: NSCoder) {
        HeadlessRuntime.current.report(Diagnostic(.error, code: .safariFromCoder,
            message: "SFSafariViewController cannot come from a storyboard or nib, as on iOS; create it in code with SFSafariViewController(url:configuration:) and present it."))
        return nil
    }

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        let done = UIButton(type: .system)
        let titles: [DismissButtonStyle: String] = [.done: "Done", .close: "Close", .cancel: "Cancel"]
        done.setTitle(titles[dismissButtonStyle] ?? "Done", for: .normal)
        done.frame = CGRect(x: 8, y: 48, width: 80, height: 44)
        done.addAction(UIAction { [weak self] _ in self?.finish() }, for: .touchUpInside)
        root.addSubview(done)
        let address = UILabel(frame: CGRect(x: 96, y: 48, width: root.bounds.width - 104, height: 44))
        address.text = url.host ?? url.absoluteString
        root.addSubview(address)
        view = root
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !hasCompletedInitialLoad else { return }
        let loads = ["http", "https"].contains(url.scheme?.lowercased() ?? "")
        HeadlessRuntime.current.runLoop.perform { [weak self] in
            guard let self, !self.hasCompletedInitialLoad else { return }
            self.hasCompletedInitialLoad = true
            self.delegate?.safariViewController(self, didCompleteInitialLoad: loads)
        }
    }

    /// The "Done" button: dismisses the controller, then tells the delegate.
    private func finish() {
        let presenter = presentingViewController ?? self
        presenter.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.safariViewControllerDidFinish(self)
        }
    }
}
