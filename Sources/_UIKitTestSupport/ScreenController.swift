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

/// A custom container that embeds and unembeds children with the calls Apple documents for
/// implementing a container (`addChild`, the view added, `didMove(toParent:)`; and back).
/// Tests subclass it, so that traces name the container's role.
open class EmbeddingViewController: UIViewController {
    /// Adds `child` and its view.
    public func embed(_ child: UIViewController) {
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    /// Removes `child` and its view.
    public func unembed(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }
}
