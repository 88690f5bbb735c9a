import HeadlessCore
import Foundation

/// Images kept per control state, looked up with UIKit's fallback: a state that has no image of
/// its own uses the `.normal` state's (References §56.1).
///
/// Keys are exact state sets: an image set for `[.highlighted, .selected]` is found for that
/// combination only. Bar metrics, where a control takes them, are part of the key, and a
/// metrics without an image falls back to `.default` (then to the normal state).
struct ControlStateImages {
    private var images: [Key: UIImage] = [:]

    private struct Key: Hashable {
        var state: UInt
        var second: UInt = 0
        var metrics: Int = UIBarMetrics.default.rawValue
    }

    /// Whether no image is set for any state.
    var isEmpty: Bool { images.isEmpty }

    /// Sets (or, with nil, removes) the image of a state.
    mutating func set(_ image: UIImage?, for state: UIControl.State, _ second: UIControl.State = .normal,
                      metrics: UIBarMetrics = .default) {
        images[Key(state: state.rawValue, second: second.rawValue, metrics: metrics.rawValue)] = image
    }

    /// The image of a state, else of the normal state (for the same metrics, then `.default`).
    func image(for state: UIControl.State, _ second: UIControl.State = .normal,
               metrics: UIBarMetrics = .default) -> UIImage? {
        let normal = UIControl.State.normal.rawValue
        var candidates = [Key(state: state.rawValue, second: second.rawValue, metrics: metrics.rawValue),
                          Key(state: normal, second: normal, metrics: metrics.rawValue)]
        if metrics != .default {
            candidates += [Key(state: state.rawValue, second: second.rawValue),
                           Key(state: normal, second: normal)]
        }
        for key in candidates { if let image = images[key] { return image } }
        return nil
    }
}

/// A view that paints images of its own appearance (a control's background, divider, track or
/// thumb images; a bar's background image) under its subviews, where the renderer paints its
/// content (References §56.1).
@MainActor
protocol AppearanceImagePainting: UIView {
    /// The images to paint and where, in the view's bounds, back to front.
    var appearanceImagePlacements: [AppearanceImagePlacement] { get }
}

/// One image a view paints of its appearance, in the view's bounds.
struct AppearanceImagePlacement {
    var image: UIImage
    var rect: CGRect
    /// Whether an `.automatic` image is drawn as a template (a stepper's glyphs are).
    var automaticIsTemplate = false
    /// The colour a template is drawn in, when not the view's tint colour.
    var tint: UIColor?
}

extension CGRect {
    /// A rectangle of `size` centred in this one.
    func centered(_ size: CGSize) -> CGRect {
        CGRect(x: midX - size.width / 2, y: midY - size.height / 2, width: size.width, height: size.height)
    }
}
