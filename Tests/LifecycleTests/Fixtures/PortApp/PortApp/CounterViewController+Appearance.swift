import UIKit

extension CounterViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("CounterViewController: viewWillAppear (declared in an extension)")
    }
}
