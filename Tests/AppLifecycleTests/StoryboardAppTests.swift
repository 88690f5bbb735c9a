import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore
import _UIKitTestSupport

/// An app whose Info.plist names a main storyboard (`UIMainStoryboardFile`), run as an
/// executable with `--actions` (Examples/StoryboardDemo).
@MainActor
@Suite(.freshRuntime) struct StoryboardAppTests {
    let storyboardDemo = BuiltExecutable("StoryboardDemo")
    var infoPlist: String { PackageFiles.path("Examples/StoryboardDemo/Info.plist") }

    @Test func theMainStoryboardMakesTheWindowBeforeWillFinishLaunching() throws {
        let run = try storyboardDemo.run(["--info-plist", infoPlist, "--actions", ""])
        #expect(run.status == 0)
        #expect(run.lines == [
            "-[ListViewController initWithCoder:]",
            "-[ListViewController awakeFromNib]",
            "-[AppDelegate application:willFinishLaunchingWithOptions:] window:set",
            "-[AppDelegate application:didFinishLaunchingWithOptions:]",
            "-[ListViewController loadView]",
            "-[ListViewController viewDidLoad]",
            "-[ListViewController viewWillAppear:]",
            "-[ListViewController viewWillLayoutSubviews]",
            "-[ListViewController viewDidLayoutSubviews]",
            "-[ListViewController viewDidAppear:]",
            "-[AppDelegate applicationDidBecomeActive:]",
        ])
        #expect(run.standardError.isEmpty)
    }

    @Test func aTappedShowSeguePushesAndBackReleasesTheDestination() throws {
        let launch = try storyboardDemo.run(["--info-plist", infoPlist, "--actions", ""]).lines
        let run = try storyboardDemo.run(["--info-plist", infoPlist, "--actions", "tap next, back"])
        #expect(Array(run.lines.dropFirst(launch.count)) == [
            "-[DetailViewController initWithCoder:]",
            "-[DetailViewController awakeFromNib]",
            "-[ListViewController prepareForSegue:sender: showDetail]",
            "-[DetailViewController loadView]",
            "-[DetailViewController viewDidLoad]",
            "-[ListViewController viewWillDisappear:]",
            "-[DetailViewController viewWillAppear:]",
            "-[DetailViewController viewWillLayoutSubviews]",
            "-[DetailViewController viewDidLayoutSubviews]",
            "-[ListViewController viewDidDisappear:]",
            "-[DetailViewController viewDidAppear:]",
            "-[DetailViewController viewWillDisappear:]",
            "-[ListViewController viewWillAppear:]",
            "-[ListViewController viewWillLayoutSubviews]",
            "-[ListViewController viewDidLayoutSubviews]",
            "-[DetailViewController viewDidDisappear:]",
            "-[ListViewController viewDidAppear:]",
            "-[DetailViewController dealloc]",
        ])
    }

    @Test func aMissingMainStoryboardIsReportedAndTheAppRunsWithoutAWindow() throws {
        let folder = TestScratch.url("StoryboardDemo")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = folder.appendingPathComponent("Info.plist")
        try FileManager.default.copyItem(atPath: infoPlist, toPath: plist.path)
        let run = try storyboardDemo.run(["--info-plist", plist.path, "--actions", ""])
        #expect(run.lines.contains("-[AppDelegate application:willFinishLaunchingWithOptions:] window:nil"))
        #expect(run.standardError.contains("could not find a storyboard named 'Main'"))
    }
}
