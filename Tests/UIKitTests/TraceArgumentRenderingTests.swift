import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// How geometry and identities appear among a traced callback's arguments.
@MainActor
@Suite(.freshRuntime) struct TraceArgumentRenderingTests {
    private func initArguments(_ frame: CGRect) -> [String] {
        let recorder = HeadlessRuntime.reset().attach()
        _ = UIView(frame: frame)
        return recorder.callbacks.first { $0.callback == "init(frame:)" }?.arguments ?? []
    }

    @Test func wholeNumberFramesPrintWithoutDecimals() {
        #expect(initArguments(CGRect(x: 0, y: -10, width: 390, height: 844)) == ["(0, -10, 390, 844)"])
        #expect(initArguments(CGRect(x: 1_234_567, y: 0, width: 10_000_000, height: 1)) == ["(1234567, 0, 10000000, 1)"])
    }

    @Test func fractionalFramesPrintTheirDecimals() {
        #expect(initArguments(CGRect(x: 0.5, y: 0, width: 390.25, height: 40)) == ["(0.5, 0, 390.25, 40)"])
    }

    @Test func subviewArgumentsNameTheInstance() {
        let recorder = HeadlessRuntime.current.attach()
        let parent = UIView(frame: .zero)
        let child = UIView(frame: .zero)
        parent.addSubview(child)
        let added = recorder.callbacks.first { $0.callback == "didAddSubview(_:)" }
        #expect(added?.arguments == [child.traceName])
        #expect(child.traceName == "UIView#2")
    }
}
