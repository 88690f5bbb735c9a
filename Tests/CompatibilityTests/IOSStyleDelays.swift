// Delayed work as iOS apps write it (issue 35, item 4): `DispatchQueue.main.asyncAfter` with
// `import Foundation` beside `import UIKit` in the same file, compiled in Swift 6 mode
// (CompatibilityTests) and Swift 5 mode (CompatibilitySwift5Tests links this same file).
// The blocks run on the virtual clock: the harness's `advance(by:)` (or the device's `wait`)
// fires them, in the order of their deadlines.
import Foundation
import UIKit

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
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
            self?.toast.isHidden = true
            self?.events.append("hidden")
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(500), execute: {
            self.events.append("retried")
        })
        let later: DispatchTime = .now() + 1
        DispatchQueue.main.asyncAfter(deadline: later) { self.events.append("one second") }
    }
}
