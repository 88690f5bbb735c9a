import Foundation
import UIKit

/// A view controller whose view holds the views a test adds in `build`, when it loads.
public final class ScreenController: UIViewController {
    let build: (UIView) -> Void

    public init(_ build: @escaping (UIView) -> Void) {
        self.build = build
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("ScreenController is not archived") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        build(view)
    }
}
