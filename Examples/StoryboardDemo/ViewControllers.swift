import UIKit

/// Prints each lifecycle callback as seed 000 does: `-[Class selector]`.
class SeedLoggingViewController: UIViewController {
    func log(_ selector: String) { print("-[\(type(of: self)) \(selector)]") }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        log("initWithCoder:")
    }

    override func awakeFromNib() { super.awakeFromNib(); log("awakeFromNib") }
    override func loadView() { log("loadView"); super.loadView() }
    override func viewDidLoad() { super.viewDidLoad(); log("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("viewWillAppear:") }
    override func viewWillLayoutSubviews() { log("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log("viewDidLayoutSubviews") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("viewDidAppear:") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log("viewWillDisappear:") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log("viewDidDisappear:") }
    deinit { print("-[\(type(of: self)) dealloc]") }
}

/// The storyboard's first screen; its "Next" button pushes the detail through a show segue.
final class ListViewController: SeedLoggingViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log("prepareForSegue:sender: \(segue.identifier ?? "nil")")
    }
}

/// The pushed screen.
final class DetailViewController: SeedLoggingViewController {}
