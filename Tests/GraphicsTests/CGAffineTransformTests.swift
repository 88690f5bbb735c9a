import Testing
import Foundation
import CoreGraphics

private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }
private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { close(a.x, b.x) && close(a.y, b.y) }
private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    close(a.origin, b.origin) && close(a.width, b.width) && close(a.height, b.height)
}

@Suite struct CGAffineTransformTests {
    @Test func identityLeavesPointsAlone() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform() == .identity)
        #expect(CGPoint(x: 3, y: 4).applying(.identity) == CGPoint(x: 3, y: 4))
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    @Test func constructorsMatchCoreGraphicsEntries() {
        let rotation = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(rotation == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        let sixth = CGAffineTransform(rotationAngle: .pi / 6)
        #expect(close(sixth.a, sqrt(3) / 2) && close(sixth.b, 0.5) && close(sixth.c, -0.5))
        #expect(CGAffineTransform(scaleX: 2, y: 3) == CGAffineTransform(2, 0, 0, 3, 0, 0))
        #expect(CGAffineTransform(translationX: 5, y: -7) == CGAffineTransform(1, 0, 0, 1, 5, -7))
    }

    @Test func pointsMapAsRowVectors() {
        #expect(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)) == CGPoint(x: 0, y: 1))
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 9, y: 12))
        #expect(CGSize(width: 1, height: 1).applying(t) == CGSize(width: 4, height: 6))
    }

    @Test func concatenationAppliesTheReceiverFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
        // translatedBy/scaledBy/rotated put the new step before the receiver.
        #expect(scale.translatedBy(x: 10, y: 0) == move.concatenating(scale))
        #expect(move.scaledBy(x: 2, y: 2) == scale.concatenating(move))
        let rotated = move.rotated(by: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(rotated), CGPoint(x: 10, y: 1)))
    }

    @Test func inverseUndoesTheTransform() {
        let t = CGAffineTransform(translationX: 3, y: 4).scaledBy(x: 2, y: 5).rotated(by: 0.3)
        let round = t.concatenating(t.inverted())
        #expect(close(round.a, 1) && close(round.b, 0) && close(round.c, 0) && close(round.d, 1))
        #expect(close(round.tx, 0) && close(round.ty, 0))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func rectanglesMapToTheirBoundingBox() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(rect.applying(CGAffineTransform(rotationAngle: .pi / 2)) == CGRect(x: -50, y: 0, width: 50, height: 100))
        let diagonal = rect.applying(CGAffineTransform(rotationAngle: .pi / 4))
        let s = sqrt(2) / 2
        #expect(close(diagonal, CGRect(x: -50 * s, y: 0, width: 150 * s, height: 150 * s)))
        #expect(rect.applying(CGAffineTransform(scaleX: -1, y: 2)) == CGRect(x: -100, y: 0, width: 100, height: 100))
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 1, y: 1)).isNull)
    }
}
