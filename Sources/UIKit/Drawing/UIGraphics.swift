import Foundation
@_spi(Headless) import CoreGraphics

/// The stack of current drawing contexts: `draw(_:)`, image contexts and renderers push one.
///
/// Drawing happens on the main thread; the stack is plain shared state, as UIKit's is.
enum GraphicsContextStack {
    // Safety: drawing happens on the main thread only, as UIKit's own stack assumes; unchecked exclusivity: each access is one statement, never held across a call.
    @exclusivity(unchecked) nonisolated(unsafe) static var contexts: [CGContext] = []
    /// The drawing context of the view whose `draw(_:)` runs, not made until that
    /// `draw(_:)` asks for the current context while it is on top (at `depth` in
    /// ``contexts``): a `draw(_:)` that draws nothing costs no context.
    // Safety: as contexts.
    @exclusivity(unchecked) nonisolated(unsafe) static var deferred: DeferredContext?
    /// The context made for ``deferred``, kept apart so that the description stays plain
    /// data, copied without reference counting at every view drawn.
    // Safety: as contexts.
    @exclusivity(unchecked) nonisolated(unsafe) static var deferredMade: CGContext?

    /// A view's drawing context to make when asked for.
    struct DeferredContext {
        let size: CGSize
        let scale: CGFloat
        let origin: CGPoint
        let depth: Int
    }

    /// The deferred context of an outer `draw(_:)`, restored when the inner one ends.
    struct SavedDeferral {
        let deferred: DeferredContext?
        let made: CGContext?
    }

    /// The context that drawing goes to now, making the deferred one if it is on top.
    static var current: CGContext? {
        if let pending = deferred, deferredMade == nil, pending.depth == contexts.count {
            let context = makeContext(size: pending.size, scale: pending.scale, origin: pending.origin)
            deferredMade = context
            contexts.append(context)
            return context
        }
        return contexts.last
    }

    /// Makes a view's drawing context the current one, to be made when first asked for;
    /// returns what ``endDeferred(_:)`` restores.
    static func beginDeferred(size: CGSize, scale: CGFloat, origin: CGPoint) -> SavedDeferral {
        let saved = SavedDeferral(deferred: deferred, made: deferredMade)
        deferred = DeferredContext(size: size, scale: scale, origin: origin, depth: contexts.count)
        deferredMade = nil
        return saved
    }

    /// Removes the view's drawing context (if it was made) and restores the outer one;
    /// returns the context made, if any.
    static func endDeferred(_ saved: SavedDeferral) -> CGContext? {
        let made = deferredMade
        if let made, let index = contexts.lastIndex(identicalTo: made) {
            contexts.remove(at: index)
        }
        deferred = saved.deferred
        deferredMade = saved.made
        return made
    }
    /// The image contexts opened by ``UIGraphicsBeginImageContextWithOptions(_:_:_:)``, with
    /// their scale, so that the image can be made and the right context popped.
    // Safety: as contexts, main thread only.
    nonisolated(unsafe) static var imageContexts: [(context: CGContext, scale: CGFloat)] = []

    /// A recording context for `size` points at `scale` whose user space starts at `origin`
    /// (y grows downwards, as UIKit draws); the set-up is not part of the recording.
    static func makeContext(size: CGSize, scale: CGFloat, origin: CGPoint = .zero) -> CGContext {
        let width = Int((size.width * scale).rounded(.up).finiteClamped)
        let height = Int((size.height * scale).rounded(.up).finiteClamped)
        let context = CGContext(recordingWidth: width, height: height)
        context.scaleBy(x: scale, y: scale)
        if origin != .zero { context.translateBy(x: -origin.x, y: -origin.y) }
        context.clearRecording()
        return context
    }
}

extension CGFloat {
    var finiteClamped: CGFloat { isFinite ? Swift.max(0, Swift.min(self, CGFloat(1 << 15))) : 0 }
}

/// The context that drawing goes to now: the one `draw(_:)`, an image context or a renderer
/// opened; nil outside them.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current }

/// Makes a context the current one.
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.contexts.append(context) }

/// Restores the context that was current before the last push; an unbalanced call does nothing.
public func UIGraphicsPopContext() { _ = GraphicsContextStack.contexts.popLast() }

/// Opens an image context of a size in points; `scale` 0 means the screen's scale (2). A size
/// that is empty or not finite opens nothing, so the image is nil (iOS raises here).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return }
    let resolvedScale = scale > 0 && scale.isFinite ? scale : 2
    let context = GraphicsContextStack.makeContext(size: size, scale: resolvedScale)
    GraphicsContextStack.imageContexts.append((context, resolvedScale))
    UIGraphicsPushContext(context)
}

/// Opens an image context at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image of the current image context; nil when none is open.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let (context, scale) = GraphicsContextStack.imageContexts.last,
          context === UIGraphicsGetCurrentContext(), let image = context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Closes the current image context.
public func UIGraphicsEndImageContext() {
    guard let (context, _) = GraphicsContextStack.imageContexts.popLast() else { return }
    if let index = GraphicsContextStack.contexts.lastIndex(identicalTo: context) {
        GraphicsContextStack.contexts.remove(at: index)
    }
}

/// Fills a rectangle of the current context with its fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Strokes a one-point frame around a rectangle of the current context.
public func UIRectFrame(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.stroke(rect) }
