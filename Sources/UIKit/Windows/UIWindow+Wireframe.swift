import HeadlessCore
import Foundation

extension UIWindow {
    /// What the window shows now, as boxes in screen coordinates: every view that is not
    /// hidden, not transparent (alpha < 0.01) and inside no hidden ancestor, back to front,
    /// with the text a person reads on it. At most ``Wireframe/elementLimit`` views; the walk
    /// uses its own stack, so a deep tree cannot overflow the thread's.
    @_spi(Headless) public func wireframe() -> Wireframe {
        var elements: [Wireframe.Element] = []
        var omitted = 0
        // (view, origin of its superview's bounds in screen coordinates, depth)
        var stack: [(UIView, CGPoint, Int)] = [(self, .zero, 0)]
        while let (view, base, depth) = stack.popLast() {
            guard !view.isHidden, view.alpha >= 0.01 else { continue }
            let frame = view.frame
            let screenFrame = CGRect(x: base.x + frame.minX, y: base.y + frame.minY, width: frame.width, height: frame.height)
            guard elements.count < Wireframe.elementLimit else {
                omitted += 1
                continue
            }
            let (kind, text) = Self.wireframeKind(of: view)
            elements.append(Wireframe.Element(name: view.traceName, kind: kind, frame: screenFrame, depth: depth,
                                              text: text, identifier: view.accessibilityIdentifier,
                                              label: view.distinctAccessibilityLabel))
            let bounds = view.bounds
            let childBase = CGPoint(x: screenFrame.minX - bounds.minX, y: screenFrame.minY - bounds.minY)
            for subview in view.storedSubviews.reversed() {
                stack.append((subview, childBase, depth + 1))
            }
        }
        return Wireframe(size: bounds.size, elements: elements, omitted: omitted)
    }

    /// How a view is drawn and what text it shows: the one place that sorts views by kind.
    private static func wireframeKind(of view: UIView) -> (Wireframe.Kind, String?) {
        switch view {
        case is UIWindow: return (.window, nil)
        case let label as UILabel: return (.label, label.text)
        case let button as UIButton: return (.control, button.currentTitle)
        case is UIControl: return (.control, nil)
        case is UIImageView: return (.image, nil)
        case is UITableViewCell: return (.cell, nil)
        case is UIScrollView: return (.scroll, nil)
        default:
            // The class's name as the trace names cache it, rather than made anew for every
            // view of every wireframe (References §53.1).
            let name = TraceNames.className(of: type(of: view))
            if name.hasSuffix("Bar") || name == "UIToolbar" { return (.bar, nil) }
            return (.view, nil)
        }
    }
}
