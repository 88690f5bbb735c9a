import Testing
import UIKitTesting
import Foundation
@_spi(Headless) import UIKit
import HeadlessCore

/// UIBezierPath, the current context, image contexts and renderers: what is drawn is recorded.
@MainActor
@Suite(.freshRuntime) struct DrawingTests {
    final class Canvas: UIView {
        var sawContext = false
        override func draw(_ rect: CGRect) {
            sawContext = UIGraphicsGetCurrentContext() != nil
            UIColor.blue.setFill()
            UIBezierPath(ovalIn: rect).fill()
        }
    }

    @Test func bezierPathConstructors() {
        #expect(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 5)).bounds == CGRect(x: 0, y: 0, width: 10, height: 5))
        #expect(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).contains(CGPoint(x: 5, y: 5)))
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 10)
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)) && rounded.contains(CGPoint(x: 10, y: 10)))
        let oneCorner = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40),
                                     byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 10, height: 10))
        #expect(!oneCorner.contains(CGPoint(x: 1, y: 1)) && oneCorner.contains(CGPoint(x: 99, y: 39)))
        // Clockwise on screen (y down) from 0 to π/2 is a quarter turn through (7, 7).
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(arc.currentPoint.y - 10) < 1e-9 && arc.bounds.minX >= -1e-9)
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.append(UIBezierPath(rect: CGRect(x: 20, y: 20, width: 1, height: 1)))
        path.apply(CGAffineTransform(translationX: 5, y: 0))
        #expect(path.bounds == CGRect(x: 5, y: 0, width: 21, height: 21))
        // Subpaths come back last first, each backwards: it ends where the line began.
        #expect(path.reversing().currentPoint == CGPoint(x: 5, y: 0))
    }

    @Test func rendererRecordsFillsAndStrokesWithPathAttributes() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10))
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            let line = UIBezierPath()
            line.move(to: .zero)
            line.addLine(to: CGPoint(x: 20, y: 10))
            line.lineWidth = 4
            line.lineCapStyle = .round
            UIColor.black.setStroke()
            line.stroke()
        }
        #expect(image.size == CGSize(width: 20, height: 10) && image.scale == 2)
        #expect(image.cgImage?.width == 40)
        let operations = try #require(renderer.lastContext?.operations)
        guard case .fill(let fillPath, _, let fillState) = operations.first(where: { if case .fill = $0 { true } else { false } }) else {
            Issue.record("no fill"); return
        }
        #expect(fillPath.boundingBox == CGRect(x: 0, y: 0, width: 40, height: 20))  // device pixels at scale 2
        #expect(fillState.fillColor == UIColor.red.cgColor)
        guard case .stroke(_, let strokeState) = operations.last(where: { if case .stroke = $0 { true } else { false } }) else {
            Issue.record("no stroke"); return
        }
        #expect(strokeState.lineWidth == 4 && strokeState.lineCap == .round)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func imageContextsNestAndRejectEmptySizes() {
        UIGraphicsBeginImageContextWithOptions(.zero, false, 0)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 2), true, 0)
        #expect(UIGraphicsGetCurrentContext()?.width == 6)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.size == CGSize(width: 3, height: 2) && image?.scale == 2)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIBezierPath(rect: .zero).isEmpty == false)
        UIBezierPath(rect: .zero).fill()  // no current context: nothing, no crash
    }

    @Test func drawFindsACurrentContext() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(canvas)
        canvas.setNeedsDisplay()
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(canvas.sawContext)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
