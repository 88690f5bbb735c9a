import HeadlessCore
import Foundation
@_spi(Headless) import CoreGraphics
@_spi(Headless) import QuartzCore

/// Layout and display requests.
///
/// `setNeedsLayout()` only raises a flag; the run loop lays flagged views out once each, at
/// the end of the turn, parents first (V-9). `layoutIfNeeded()` does it now for the receiver's
/// subtree (V-10). `draw(_:)` follows layout for views that need display (V-12).
extension UIView {

    /// Runs one layout of this view, with its view controller's callbacks around it.
    ///
    /// While it runs (the controller's callbacks included, as on iOS where they are called
    /// from the layer's layout), subviews that it resizes do not flag it again.
    ///
    /// The pass gives its runtime, so that each view does not look it up again.
    func performLayout(_ runtime: HeadlessRuntime) {
        needsLayoutFlag = false
        isLayingOutSubviews = true
        defer { isLayingOutSubviews = false }
        if let controller = owningViewController {
            runtime.deliver(controller, .viewWillLayoutSubviews) { controller.viewWillLayoutSubviews() }
        }
        layOutFrameworkManagedSubviews(runtime)
        runtime.deliver(self, .layoutSubviews) { layoutSubviews() }
        layOutLayerAfterSubviews()
        if let controller = owningViewController {
            runtime.deliver(controller, .viewDidLayoutSubviews) { controller.viewDidLayoutSubviews() }
        }
    }

    /// Runs one display of this view (the pass gives its runtime, as to ``performLayout(_:)``).
    func performDisplay(_ runtime: HeadlessRuntime) {
        needsDisplayFlag = false
        hasBeenDisplayed = true
        // Only classes that implement draw(_:) are drawn, as on iOS (References §9.4); a display
        // request on another view is met with nothing to draw.
        guard drawsContent else { return }
        let rect = bounds
        // draw(_:) finds a current context (UIGraphicsGetCurrentContext), recording into the
        // view's bounds at the screen's scale; it is made when draw(_:) first asks for it.
        let outer = GraphicsContextStack.beginDeferred(size: rect.size, scale: runtime.screen.scale, origin: rect.origin)
        runtime.deliver(self, .draw, argument: .rect(rect)) { draw(rect) }
        let drawn = GraphicsContextStack.endDeferred(outer)
        // What was drawn is kept on the layer, for rendering the view into pixels.
        if let drawn, !drawn.operations.isEmpty { layer.setRecordedContents(drawn) } else { layerStorage?.setRecordedContents(nil) }
    }

    /// How many superviews are above the view.
    var depth: Int {
        // Unretained steps up the chain: the superviews are kept alive by the receiver.
        var count = 0
        var current = superviewReference
        while let reference = current {
            count += 1
            current = reference.object.superviewReference
        }
        return count
    }
}
