import Foundation

/// A coordinate space: its bounds, and points and rectangles converted to and from another
/// space (Apple's `UICoordinateSpace`, iOS 8). References §48.5.
@preconcurrency @MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
    /// A point of this space in `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// A point of `coordinateSpace` in this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// A rectangle of this space in `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// A rectangle of `coordinateSpace` in this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// The space's bounds.
    var bounds: CGRect { get }
}

/// The space a window scene occupies (`UIWindowScene.coordinateSpace`): the screen's bounds
/// in the interface's orientation, its origin the top-left corner of the screen as the
/// interface is turned, where the scene's full-screen windows have theirs. Every scene of the
/// device shares that origin, so converting between two scenes' spaces leaves values as they
/// are; another space (an app's own conformer) is asked to convert from this one.
final class SceneCoordinateSpace: NSObject, UICoordinateSpace {
    private weak var scene: UIWindowScene?

    init(scene: UIWindowScene) {
        self.scene = scene
    }

    var bounds: CGRect { scene?.screen.bounds ?? .zero }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        coordinateSpace is SceneCoordinateSpace ? point : coordinateSpace.convert(point, from: self)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        coordinateSpace is SceneCoordinateSpace ? point : coordinateSpace.convert(point, to: self)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        coordinateSpace is SceneCoordinateSpace ? rect : coordinateSpace.convert(rect, from: self)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        coordinateSpace is SceneCoordinateSpace ? rect : coordinateSpace.convert(rect, to: self)
    }
}
