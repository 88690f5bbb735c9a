// iOS code for controls, gesture recognizers and touches as apps write it, compiled with
// `import UIKit` alone in Swift 6 mode (CompatibilityTests) and Swift 5 mode
// (CompatibilitySwift5Tests links this same file). Selectors are string literals, as
// `lifecycle port` rewrites `#selector(...)`.
import UIKit

final class SettingsFormViewController: UIViewController, UIGestureRecognizerDelegate {
    let notifications = UISwitch()
    let period = UISegmentedControl(items: ["Day", "Week", "Month"])
    let volume = UISlider()
    let count = UIStepper()
    let pages = UIPageControl()
    let spinner = UIActivityIndicatorView(style: .medium)
    let progress = UIProgressView(progressViewStyle: .default)
    let picker = UIDatePicker()
    let scrollView = UIScrollView()
    var saveButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        notifications.setOn(true, animated: false)
        notifications.onTintColor = .systemGreen
        notifications.addTarget(self, action: "notificationsChanged:", for: .valueChanged)
        period.selectedSegmentIndex = 0
        period.insertSegment(withTitle: "Year", at: period.numberOfSegments, animated: false)
        period.setEnabled(false, forSegmentAt: 3)
        period.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
        volume.minimumValue = 0
        volume.maximumValue = 10
        volume.isContinuous = false
        volume.setValue(5, animated: true)
        count.stepValue = 2
        count.wraps = true
        count.autorepeat = false
        pages.numberOfPages = 3
        pages.currentPage = 1
        pages.hidesForSinglePage = true
        spinner.hidesWhenStopped = true
        spinner.startAnimating()
        progress.setProgress(0.5, animated: true)
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .inline
        picker.minimumDate = Date(timeIntervalSince1970: 0)

        let refresh = UIRefreshControl()
        refresh.attributedTitle = NSAttributedString(string: "Pull to refresh")
        refresh.addTarget(self, action: "refresh:", for: .valueChanged)
        scrollView.refreshControl = refresh

        var configuration = UIButton.Configuration.filled()
        configuration.title = "Save"
        configuration.subtitle = "All changes"
        configuration.image = UIImage(systemName: "square.and.arrow.down")
        configuration.imagePadding = 8
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        configuration.cornerStyle = .capsule
        configuration.buttonSize = .large
        configuration.baseBackgroundColor = .systemBlue
        saveButton = UIButton(configuration: configuration, primaryAction: UIAction(title: "Save") { _ in })
        saveButton.configurationUpdateHandler = { button in
            var updated = button.configuration
            updated?.showsActivityIndicator = button.isHighlighted
            button.configuration = updated
        }
        saveButton.setNeedsUpdateConfiguration()

        let tap = UITapGestureRecognizer(target: self, action: "handleTap:")
        tap.numberOfTapsRequired = 1
        let doubleTap = UITapGestureRecognizer(target: self, action: "handleDoubleTap:")
        doubleTap.numberOfTapsRequired = 2
        tap.require(toFail: doubleTap)
        tap.delegate = self
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(doubleTap)
        let swipe = UISwipeGestureRecognizer(target: self, action: "handleSwipe:")
        swipe.direction = [.left, .right]
        view.addGestureRecognizer(swipe)
        let press = UILongPressGestureRecognizer(target: self, action: "handlePress:")
        press.minimumPressDuration = 0.8
        view.addGestureRecognizer(press)
        let pan = UIPanGestureRecognizer(target: self, action: "handlePan:")
        pan.maximumNumberOfTouches = 1
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: "handlePinch:"))
        view.addGestureRecognizer(UIRotationGestureRecognizer(target: self, action: "handleRotation:"))
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: "handleEdge:")
        edge.edges = .left
        view.addGestureRecognizer(edge)
    }

    func notificationsChanged(_ sender: UISwitch) { _ = sender.isOn }
    func refresh(_ sender: UIRefreshControl) { sender.endRefreshing() }
    func reload() {}

    func handleTap(_ recognizer: UITapGestureRecognizer) {
        if recognizer.state == .recognized { _ = recognizer.location(in: view) }
    }
    func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {}
    func handleSwipe(_ recognizer: UISwipeGestureRecognizer) { _ = recognizer.direction.contains(.left) }
    func handlePress(_ recognizer: UILongPressGestureRecognizer) {
        switch recognizer.state {
        case .began, .changed: break
        case .ended, .cancelled, .failed: break
        default: break
        }
    }
    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: view)
        recognizer.setTranslation(.zero, in: view)
        _ = recognizer.velocity(in: view).x + translation.x
    }
    func handlePinch(_ recognizer: UIPinchGestureRecognizer) { recognizer.scale = 1 }
    func handleRotation(_ recognizer: UIRotationGestureRecognizer) { recognizer.rotation = 0 }
    func handleEdge(_ recognizer: UIScreenEdgePanGestureRecognizer) {}

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        !(touch.view is UIControl)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}

/// A view that follows touches itself, as drawing views do.
final class SketchView: UIView {
    private var points: [CGPoint] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        points = [touch.location(in: self)]
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        points.append(touch.location(in: self))
        _ = touch.previousLocation(in: self)
        _ = event?.allTouches?.count
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        points.removeAll()
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// A control subclass that tracks touches itself.
final class KnobControl: UIControl {
    var angle: CGFloat = 0

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        angle = touch.location(in: self).x
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        angle = touch.location(in: self).x
        sendActions(for: .valueChanged)
        return isTracking
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
    }
}
