// Delayed work and timers as iOS apps write them (issue 35, item 4), in the form `lifecycle
// port` gives them: `DispatchQueue.main.asyncAfter(deadline:` becomes `virtualAsyncAfter(deadline:`,
// `Timer.scheduledTimer(` and `Timer(` become `HeadlessTimer`, `RunLoop.main.add(` becomes
// `HeadlessRunLoop.main.add(` (PortRewriterTests check the rewrite; References §49.1). The
// file imports Foundation beside UIKit, where a UIKit type named `Timer` would be ambiguous, and
// is compiled in Swift 6 mode (CompatibilityTests) and Swift 5 mode (CompatibilitySwift5Tests
// links this same file). Everything runs on the virtual clock: the harness's `advance(by:)`
// (or the device's `wait`) fires it, in time order; the app's own `Timer` types are unchanged.
import Foundation
@_spi(Headless) import UIKit

/// A screen that shows a toast, hides it 2 s later, and retries a load after 0.5 s.
final class ToastingViewController: UIViewController {
    let toast = UILabel()
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        toast.text = "Saved"
        view.addSubview(toast)
    }

    func showToast() {
        toast.isHidden = false
        DispatchQueue.main.virtualAsyncAfter(deadline: .now() + 2) { [weak self] in
            self?.toast.isHidden = true
            self?.events.append("hidden")
        }
        DispatchQueue.main.virtualAsyncAfter(deadline: .now() + .milliseconds(500), execute: {
            self.events.append("retried")
        })
        let later: DispatchTime = .now() + 1
        DispatchQueue.main.virtualAsyncAfter(deadline: later) { self.events.append("one second") }
    }
}

/// A countdown: a repeating timer ticks every second and stops itself at zero; a one-shot
/// timer made unscheduled and added to the main run loop shows a hint after 1.5 s; the
/// controller keeps the repeating timer as Foundation's `Timer` type.
final class CountdownViewController: UIViewController {
    let label = UILabel()
    var remaining = 3
    var timer: Timer?
    var events: [String] = []

    func start() {
        // Foundation's timer blocks are `@Sendable`: Swift 6 code on iOS reaches the main
        // actor inside them this way too.
        timer = HeadlessTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.tick() }
        }
        let hint = HeadlessTimer(timeInterval: 1.5, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.events.append("hint") }
        }
        HeadlessRunLoop.main.add(hint, forMode: .common)
    }

    private func tick() {
        remaining -= 1
        label.text = "\(remaining)"
        events.append("tick \(remaining)")
        if remaining == 0 {
            timer?.invalidate()
            events.append("done")
        }
    }

    func cancel() {
        timer?.invalidate()
        timer = nil
    }
}
