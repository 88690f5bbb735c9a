import Foundation
import QuartzCore
import HeadlessCore
@_spi(Headless) import UIKit

/// Renders a hosting controller's root view into its UIKit view and renders again, once per
/// turn of the main run loop, when something the view reads has changed (References §59.5).
@MainActor
final class HostingRenderer: RenderInvalidating {
    let name: String
    private let rootView: @MainActor () -> any View
    private weak var container: UIView?
    private var mounted: MountedView?
    private var boxes: [String: [AnyObject]] = [:]
    private var subscriptions: [ObjectIdentifier: AnyCancellable] = [:]
    private var isScheduled = false
    private var pendingReasons: [String] = []
    private(set) var isVisible = false
    /// The renders done, for tests.
    private(set) var renderCount = 0

    init(name: String, rootView: @escaping @MainActor () -> any View) {
        self.name = name
        self.rootView = rootView
    }

    func attach(to view: UIView) { container = view }

    nonisolated func invalidate(because reason: String) {
        if MainThread.isCurrent {
            MainActor.assumeIsolated { setNeedsRender(because: reason) }
            return
        }
        let name = name
        Task { @MainActor in
            HeadlessRuntime.current.report(Diagnostic(.warning, code: .swiftUIChangeOffMain,
                message: "\(name): \(reason) off the main thread; the view renders again on the main actor. Publish changes from the main thread (receive(on:) the main queue, or @MainActor)."))
            self.setNeedsRender(because: reason)
        }
    }

    /// Asks for a render on the next turn; several asks in one turn make one render.
    func setNeedsRender(because reason: String) {
        pendingReasons.append(reason)
        guard !isScheduled, container != nil else { return }
        isScheduled = true
        HeadlessRuntime.current.runLoop.perform { [weak self] in self?.renderNow() }
    }

    func setVisible(_ visible: Bool) {
        guard visible != isVisible else { return }
        isVisible = visible
        if visible { mounted?.appear() } else { mounted?.disappear() }
    }

    /// Evaluates the root view's body and updates the UIKit views.
    func renderNow() {
        isScheduled = false
        guard let container else { return }
        let reasons = pendingReasons
        pendingReasons.removeAll()
        renderCount += 1
        if renderCount > 1 {
            let why = Array(Set(reasons)).sorted().joined(separator: ", ")
            HeadlessRuntime.current.note("\(name) body evaluated again (\(why.isEmpty ? "update" : why))")
        }
        let context = ResolveContext(host: self, hostName: name, previousBoxes: boxes, previousSubscriptions: subscriptions)
        var nodes: [ViewNode] = []
        context.resolve(any: rootView(), into: &nodes)
        boxes = context.boxes
        subscriptions = context.subscriptions
        // Several root views stand in a vertical stack, as in a hosting view.
        let root = nodes.count == 1 ? nodes[0]
            : ViewNode(.stack(.vertical, spacing: 8, alignment: .center), identity: "root", children: nodes)
        if let mounted, mounted.identity == root.identity, mounted.tag == root.tag {
            mounted.update(to: root, inherited: nil, isVisible: isVisible)
            return
        }
        if let old = mounted {
            if isVisible { old.disappear() }
            old.view.removeFromSuperview()
        }
        let fresh = MountedView(root, inherited: nil)
        mounted = fresh
        place(fresh.view, expands: fresh.tag == "List", in: container)
        if isVisible { fresh.appear() }
    }

    /// A list fills the hosting view; other content is centred in its safe area, as SwiftUI
    /// centres a root view that does not fill the space offered.
    private func place(_ view: UIView, expands: Bool, in container: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        if expands {
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                view.topAnchor.constraint(equalTo: container.topAnchor),
                view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            ])
        } else {
            let guide = container.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                view.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
                view.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
                view.leadingAnchor.constraint(greaterThanOrEqualTo: guide.leadingAnchor),
                view.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor),
            ])
        }
    }
}

/// Whether the caller runs on the main thread or the main queue (where the main actor runs
/// under Swift Testing on Linux).
enum MainThread {
    static var isCurrent: Bool { MainActorPlace.isCurrent }
}
