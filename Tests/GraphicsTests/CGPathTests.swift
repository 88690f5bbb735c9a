import Testing
import Foundation
@_spi(Headless) import CoreGraphics

@Suite struct CGPathTests {
    @Test func rectanglePathIsFiveElementsAndARect() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.elements.map(\.type) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        var rect = CGRect.zero
        #expect(path.isRect(&rect))
        #expect(rect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.boundingBox == rect)
        #expect(path.contains(CGPoint(x: 2, y: 3)))
        #expect(!path.contains(CGPoint(x: 5, y: 3)))
    }

    @Test func ellipseIsFourCurvesInsideItsRect() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        #expect(path.elements.filter { $0.type == .addCurveToPoint }.count == 4)
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(path.contains(CGPoint(x: 10, y: 5)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
    }

    @Test func arcsSweepTheRightWay() {
        let ccw = CGMutablePath()
        ccw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(ccw.elements.count == 2)
        #expect(abs(ccw.currentPoint.x) < 1e-9 && abs(ccw.currentPoint.y - 10) < 1e-9)
        let cw = CGMutablePath()
        cw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(cw.elements.count == 4)  // three quarters of a turn the other way
        #expect(cw.boundingBoxOfPath.minX < -9.9)
    }

    @Test func curvesLinesAndClosing() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 5, y: 15), control2: CGPoint(x: 2, y: 15))
        path.closeSubpath()
        #expect(path.currentPoint == .zero)
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 15))
        #expect(path.boundingBoxOfPath.maxX < 20)
        var types: [CGPathElementType] = []
        path.applyWithBlock { types.append($0.pointee.type) }
        #expect(types == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
    }

    @Test func evenOddLeavesAHole() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
        #expect(path.contains(CGPoint(x: 5, y: 5), using: .winding))
        #expect(!path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
    }

    @Test func nanCoordinatesNeitherCrashNorContain() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: CGFloat.nan, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 10))
        path.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: .nan, clockwise: false)
        #expect(!path.contains(CGPoint(x: CGFloat.nan, y: 1)))
        #expect(path.boundingBox == CGRect(x: 10, y: 10, width: 0, height: 0))
    }

    @Test func transformedCopies() {
        var t = CGAffineTransform(translationX: 5, y: 5)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: &t)
        #expect(path.boundingBox == CGRect(x: 5, y: 5, width: 1, height: 1))
        var scale = CGAffineTransform(scaleX: 2, y: 2)
        #expect(path.copy(using: &scale)?.boundingBox == CGRect(x: 10, y: 10, width: 2, height: 2))
        let mutable = path.mutableCopy()
        mutable?.addLine(to: .zero)
        #expect(path.elements.count == 5 && mutable?.elements.count == 6)
    }
}
