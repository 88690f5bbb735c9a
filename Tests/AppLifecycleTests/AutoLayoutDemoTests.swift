import Foundation
import Testing

/// The anchors-only example app, run as a user runs it: frames per device and orientation.
@Suite struct AutoLayoutDemoTests {
    let demo = BuiltExecutable("AutoLayoutDemo")

    @Test func framesOnAnIPhone15BeforeAndAfterRotation() throws {
        let run = try demo.run(["--device", "iphone-15", "--actions", "rotate landscape-left"])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        #expect(run.lines == [
            "layout 393x852 safe area top 59, left 0, bottom 34, right 0",
            "  header: (0, 59, 393, 120)",
            "  badge: (164.67, 28, 64, 64)",
            "  name: (0, 0, 361, 26.33)",
            "  detail: (0, 34.33, 361, 40.67)",
            "  follow: (16, 772, 176.67, 30)",
            "  message: (200.67, 772, 176.33, 30)",
            "layout 852x393 safe area top 0, left 59, bottom 21, right 59",
            "  header: (59, 0, 734, 120)",
            "  badge: (335, 28, 64, 64)",
            "  name: (0, 0, 702, 26.33)",
            "  detail: (0, 34.33, 702, 20.33)",
            "  follow: (75, 326, 347, 30)",
            "  message: (430, 326, 347, 30)",
        ])
    }

    @Test func unknownDeviceIsAUsageError() throws {
        let run = try demo.run(["--device", "iphone-1"])
        #expect(run.status == 64)
        #expect(run.standardError.contains("unknown device \"iphone-1\""))
    }
}
