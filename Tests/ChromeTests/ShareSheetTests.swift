@_spi(Headless) import UIKit
@testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import Testing
import UIKitSnapshotTesting

/// A photo screen in the style of the classic tutorials: a share bar button presents the
/// share sheet with the picture.
private final class PhotoViewController: UIViewController {
    var handled: [String] = []
    let photo = UIImage(systemName: "photo")!
    var extraActivities: [UIActivity] = []
    var excluded: [UIActivity.ActivityType]?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photo"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [weak self] _ in
            self?.share()
        })
    }

    func share() {
        let sheet = UIActivityViewController(activityItems: [photo, "A photo"], applicationActivities: extraActivities)
        sheet.excludedActivityTypes = excluded
        sheet.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        sheet.completionWithItemsHandler = { [weak self] type, completed, _, _ in
            self?.handled.append("\(type?.rawValue ?? "nil") \(completed), sheet shown: \(self?.presentedViewController != nil)")
        }
        present(sheet, animated: true)
    }
}

/// An app's own activity.
private final class FavouriteActivity: UIActivity {
    var log: [String] = []
    override class var activityCategory: UIActivity.Category { .action }
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.favourite") }
    override var activityTitle: String? { "Add to Favourites" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { $0 is UIImage }
    }
    override func prepare(withActivityItems activityItems: [Any]) { log.append("prepare \(activityItems.count)") }
    override func perform() {
        log.append("perform")
        activityDidFinish(true)
    }
}

/// The share sheet: offered activities by item, a copy, an app activity, Close, and iPad's
/// popover source.
@MainActor
@Suite(.freshRuntime) struct ShareSheetTests {
    @Test func copyDismissesThenFillsThePasteboardAndRunsTheHandler() {
        let photos = PhotoViewController()
        let harness = launchApp { UINavigationController(rootViewController: photos) }
        let start = harness.mark()
        harness.act("tap Share")
        do {
            // Not kept past this block: the sheet must be released once dismissed.
            let sheet = photos.presentedViewController as? UIActivityViewController
            #expect(sheet != nil)
            #expect(sheet?.popoverPresentationController != nil, "a popover, adapted to a sheet on iPhone")
            #expect(sheet?.offeredActivities().map(\.title) == ["AirDrop", "Messages", "Mail", "Copy", "Save Image",
                                                                 "Assign to Contact", "Print"])
        }
        harness.act("tap Copy")
        #expect(photos.presentedViewController == nil)
        #expect(photos.handled == ["com.apple.UIKit.activity.CopyToPasteboard true, sheet shown: false"])
        #expect(UIPasteboard.general.image === photos.photo)
        #expect(UIPasteboard.general.string == "A photo")
        #expect(harness.failures.isEmpty, "\(harness.failures)")
        harness.trace(since: start)
            .filtered(.actions || .classNames(["PhotoViewController", "UIActivityViewController"]))
            .expectGolden("share-sheet-copy")
    }

    @Test func appActivityIsPreparedAndPerformedAfterTheSheetCloses() {
        let photos = PhotoViewController()
        let favourite = FavouriteActivity()
        photos.extraActivities = [favourite]
        photos.excluded = [.airDrop, .print]
        let harness = launchApp { UINavigationController(rootViewController: photos) }
        harness.act("tap Share")
        let titles = (photos.presentedViewController as? UIActivityViewController)?.offeredActivities().map(\.title)
        #expect(titles == ["Messages", "Mail", "Copy", "Save Image", "Assign to Contact", "Add to Favourites"])
        harness.act("tap \"Add to Favourites\"")
        #expect(favourite.log == ["prepare 2", "perform"])
        #expect(photos.handled == ["com.example.favourite true, sheet shown: false"])
    }

    @Test func closeRunsTheHandlerWithNothingDone() {
        let photos = PhotoViewController()
        let harness = launchApp { UINavigationController(rootViewController: photos) }
        harness.act("tap Share")
        harness.act("tap Close")
        #expect(photos.presentedViewController == nil)
        #expect(photos.handled == ["nil false, sheet shown: false"])
    }

    @Test func onIPadTheSheetNeedsAPopoverSource() {
        let runtime = HeadlessRuntime.current
        runtime.screen.use(.iPad)
        let presenter = UIViewController()
        let window = showInWindow(presenter)
        let sheet = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
        presenter.present(sheet, animated: false)
        runtime.runLoop.runUntilIdle()
        #expect(presenter.presentedViewController == nil)
        #expect(runtime.diagnostics.all.map(\.code) == [.activityNoPopoverSource])
        sheet.popoverPresentationController?.sourceView = presenter.view
        presenter.present(sheet, animated: false)
        runtime.runLoop.runUntilIdle()
        #expect(presenter.presentedViewController === sheet)
        withExtendedLifetime(window) {}
    }
}
