import Testing
import UIKitTesting
import Foundation
@_spi(Headless) import UIKit
import HeadlessCore

/// A view's drawing context is made when its `draw(_:)` first asks for it, and is the current
/// context exactly while that `draw(_:)` runs, around contexts it pushes itself.
@MainActor
@Suite(.freshRuntime) struct DrawContextDeferralTests {
    final class Probe: UIView {
        var widths: [Int?] = []
        var sameContextTwice = false
        var pushedWasCurrent = false
        var ownBackAfterPop = false
        override func draw(_ rect: CGRect) {
            let first = UIGraphicsGetCurrentContext()
            widths.append(first?.width)
            sameContextTwice = first != nil && UIGraphicsGetCurrentContext() === first
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 3), false, 1)
            pushedWasCurrent = UIGraphicsGetCurrentContext()?.width == 3
            UIGraphicsEndImageContext()
            ownBackAfterPop = UIGraphicsGetCurrentContext() === first
        }
    }

    final class AsksAfterPushing: UIView {
        var ownWidth: Int?
        var pushedWidth: Int?
        override func draw(_ rect: CGRect) {
            // The first question comes while another context is on top: that one answers,
            // and the view's own is made once it is on top again.
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 5, height: 5), false, 1)
            pushedWidth = UIGraphicsGetCurrentContext()?.width
            UIGraphicsEndImageContext()
            ownWidth = UIGraphicsGetCurrentContext()?.width
        }
    }

    private func display(_ view: UIView) {
        let runtime = HeadlessRuntime.current
        let window = UIWindow(frame: runtime.screen.bounds)
        window.addSubview(view)
        window.makeKeyAndVisible()
        runtime.runLoop.runUntilIdle()
    }

    @Test func drawSeesItsOwnContextAtTheScreenScale() {
        let probe = Probe(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
        display(probe)
        #expect(probe.widths == [60])
        #expect(probe.sameContextTwice)
        #expect(probe.pushedWasCurrent)
        #expect(probe.ownBackAfterPop)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func aContextPushedFirstAnswersUntilPopped() {
        let view = AsksAfterPushing(frame: CGRect(x: 0, y: 0, width: 8, height: 4))
        display(view)
        #expect(view.pushedWidth == 5)
        #expect(view.ownWidth == 16)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
