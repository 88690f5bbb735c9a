// This file is written as an iOS developer writes UIKit code: nothing here knows that the
// module underneath is headless. It must compile unchanged and run.
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// A custom view with every initializer and callback an iOS subclass commonly overrides.
final class BadgeView: UIView {
    private let label = UIView()
    var events: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    deinit {
        print(#function)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        events.append(#function)
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        events.append(#function)
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        events.append(#function)
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        events.append(#function)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        events.append(#function)
    }

    override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        events.append(#function)
    }

    override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        events.append(#function)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 4, dy: 4)
        events.append(#function)
    }

    override func draw(_ rect: CGRect) {
        super.draw(rect)
        events.append(#function)
    }
}

/// A screen built in code, as in a storyboard-free iOS app.
final class BadgeViewController: UIViewController {
    let badge = BadgeView(frame: CGRect(x: 20, y: 20, width: 44, height: 44))

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Badge"
        view.addSubview(badge)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        badge.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.3) {
            self.badge.alpha = 0.5
        }
    }

    deinit {
        print(#function)
    }
}

@MainActor
@Suite(.freshRuntime) struct IOSStyleCodeTests {
    @Test func customViewsAndControllersRunAsOnIOS() {
        let controller = BadgeViewController()
        let window = showInWindow(controller)

        #expect(controller.badge.events == [
            "didAddSubview(_:)",
            "willMove(toSuperview:)",
            "didMoveToSuperview()",
            "willMove(toWindow:)",
            "didMoveToWindow()",
            "layoutSubviews()",
            "draw(_:)",
        ])
        #expect(controller.badge.center == CGPoint(x: 187.5, y: 333.5))
        #expect(controller.badge.alpha == 0.5)
        #expect(controller.badge.window === window)
        #expect(window.isKeyWindow)
        #expect(controller.title == "Badge")
        #expect(HeadlessRuntime.current.diagnostics.all.isEmpty)
    }
}
