import Foundation
import HeadlessCore
@_spi(Headless) import UIKit

/// A view controller that shows a SwiftUI view (References §59.5).
///
/// Its view holds the root view rendered into UIKit views: `Text` a `UILabel`, `Button` a
/// `UIButton` whose touch-up-inside runs the action, `List` a `UITableView` with a row per
/// view, `VStack`/`HStack` a `UIStackView`. The `onAppear` actions run in `viewWillAppear`,
/// the `onDisappear` actions in `viewDidDisappear`. When `rootView` is set, or an observed
/// object's `objectWillChange` or a `@State` fires, `body` is evaluated again on the next turn
/// of the main run loop (the changes of one turn together) and the UIKit views are updated.
open class UIHostingController<Content: View>: UIViewController {
    /// The view shown; setting it renders again on the next turn.
    public var rootView: Content {
        didSet { renderer.setNeedsRender(because: "rootView set") }
    }

    private lazy var renderer = HostingRenderer(name: "UIHostingController<\(Content.self)>") { [unowned self] in self.rootView }

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// A hosting controller asked of a storyboard, with the root view it shows.
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(coder: aDecoder)
    }

    /// A storyboard cannot give the root view: as on iOS, subclass and call
    /// ``init(coder:rootView:)``. Reports the fix and returns nil.
    public required init?(coder aDecoder: NSCoder) {
        HeadlessRuntime.current.report(Diagnostic(.error, code: .swiftUIHostingFromCoder,
            message: "UIHostingController<\(Content.self)>: init(coder:) has no root view to show. Subclass it and call init(coder:rootView:) from the subclass's init?(coder:), or make it in code with init(rootView:)."))
        return nil
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        renderer.attach(to: view)
        renderer.renderNow()
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        renderer.setVisible(true)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        renderer.setVisible(false)
    }
}
