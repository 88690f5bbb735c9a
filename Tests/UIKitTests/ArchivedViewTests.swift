@_spi(Headless) import UIKit
import HeadlessCore
import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// V-2: a view decoded from an archive. The archive's subviews are added inside
/// `init(coder:)`, so they get their callbacks, and the view its `didAddSubview(_:)`, before
/// `init(coder:)` returns; `init(frame:)` never runs. (`awakeFromNib()` follows, delivered by
/// the nib loader once every object of the archive exists.)
@MainActor
@Suite(.freshRuntime) struct ArchivedViewTests {
    /// An archive holding one subview, standing in for the Interface Builder decoder.
    final class OneSubviewArchive: NSCoder, ArchiveDecoding {
        @MainActor func decodeState(of view: UIView) {
            view.tag = 42
            view.addSubview(ChildProbe())
        }
    }

    final class XibView: InitializerProbe {}

    @Test func decodedViewGetsItsSubviewsBeforeInitCoderReturns() throws {
        let recorder = HeadlessRuntime.current.attach()
        let view = try #require(XibView(coder: OneSubviewArchive()))

        #expect(view.initializers == ["init(coder:) subviews=1"])
        #expect(view.tag == 42)
        view.deliverAwakeFromNib()
        #expect(view.initializers == ["init(coder:) subviews=1", "awakeFromNib()"])
        #expect(recorder.swiftLines(of: ["XibView", "ChildProbe"]) == [
            "ChildProbe.init(frame: (0, 0, 0, 0))",
            "ChildProbe.willMove(toSuperview: XibView#1)",
            "ChildProbe.didMoveToSuperview()",
            "XibView.didAddSubview(ChildProbe#1)",
            "XibView.init(coder:)",
            "XibView.awakeFromNib()",
        ])
    }

    @Test func plainCoderDecodesAnEmptyView() throws {
        let recorder = HeadlessRuntime.current.attach()
        let view = try #require(XibView(coder: NSCoder()))
        #expect(view.subviews.isEmpty)
        #expect(view.initializers == ["init(coder:) subviews=0"])
        #expect(recorder.swiftLines(of: ["XibView"]) == ["XibView.init(coder:)"])
    }
}
