import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// Xibs: nib-backed view controllers (VC-2, VC-10) and custom views (V-2).
@MainActor
@Suite(.freshRuntime) struct NibTests {
    @Test func nibBackedControllerLoadsItsNibInLoadView() throws {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let controller = ProfileViewController(nibName: "ProfileViewController", bundle: Fixtures.bundle)
        let window = showInWindow(controller)
        #expect(recorder.seedLines(of: ["ProfileViewController"]) == [
            "-[ProfileViewController initWithNibName:bundle:]",
            "-[ProfileViewController loadView]",
            "-[ProfileViewController viewDidLoad]",
            "-[ProfileViewController viewWillAppear:]",
            // The nib's view holds constraints, so the constraint pass runs before layout.
            "-[ProfileViewController updateViewConstraints]",
            "-[ProfileViewController viewWillLayoutSubviews]",
            "-[ProfileViewController viewDidLayoutSubviews]",
            "-[ProfileViewController viewDidAppear:]",
        ])
        // The nib's objects come to life inside loadView, before viewDidLoad.
        let lines = recorder.lines()
        let loadView = try #require(lines.firstIndex(of: "-[ProfileViewController loadView]"))
        let viewDidLoad = try #require(lines.firstIndex(of: "-[ProfileViewController viewDidLoad]"))
        let avatarInit = try #require(lines.firstIndex(of: "-[AvatarView initWithCoder:]"))
        let avatarAwake = try #require(lines.firstIndex(of: "-[AvatarView awakeFromNib]"))
        #expect(loadView < avatarInit && avatarInit < avatarAwake && avatarAwake < viewDidLoad)
        #expect(!recorder.callbacks.contains { $0.callback == "awakeFromNib()" && $0.className == "ProfileViewController" })

        #expect(controller.nameAtViewDidLoad == "Ada Lovelace")
        #expect(controller.nameLabel.superview === controller.view)
        #expect(controller.nameLabel.textAlignment == .center)
        #expect(controller.avatarView?.image?.size == CGSize(width: 128, height: 121))
        #expect(controller.avatarView?.accessibilityIdentifier == "avatar")
        #expect(controller.avatarView?.awokeWithSuperview == true)
        #expect(controller.detailLabels.map(\.text) == ["Ada Lovelace", "Mathematician"])
        #expect(controller.detailLabels.last?.numberOfLines == 0)
        #expect(controller.detailLabels.last?.tag == 7)
        #expect(controller.view.subviews.count == 3)
        #expect(runtime.diagnostics.all.isEmpty)
        _ = window
    }

    @Test func nilNibNameFindsTheNibNamedAfterTheClass() throws {
        let runtime = HeadlessRuntime.current
        let controller = ProfileViewController(nibName: nil, bundle: Fixtures.bundle)
        #expect(controller.nameLabel == nil)
        controller.loadViewIfNeeded()
        #expect(controller.nameLabel?.text == "Ada Lovelace")
        #expect(controller.nibName == "ProfileViewController")
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func controllerThatOverridesLoadViewNeverLoadsItsNib() throws {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let controller = SelfLoadingProfileViewController(nibName: "ProfileViewController", bundle: Fixtures.bundle)
        controller.loadViewIfNeeded()
        #expect(controller.view.subviews.isEmpty)
        #expect(controller.nameLabel == nil)
        #expect(recorder.seedLines(of: ["SelfLoadingProfileViewController"]) == [
            "-[SelfLoadingProfileViewController initWithNibName:bundle:]",
            "-[SelfLoadingProfileViewController loadView]",
            "-[SelfLoadingProfileViewController viewDidLoad]",
        ])
        #expect(!recorder.callbacks.contains { $0.callback == "init(coder:)" })
    }

    @Test func namedNibThatIsMissingIsReportedAndAPlainViewUsed() throws {
        let runtime = HeadlessRuntime.current
        let controller = ProfileViewController(nibName: "NoSuchNib", bundle: Fixtures.bundle)
        #expect(controller.view.frame == UIScreen.main.bounds)
        let diagnostic = try #require(runtime.diagnostics.all.first)
        #expect(diagnostic.code == "interfaceBuilder.fileNotFound")
        #expect(diagnostic.subject == "ProfileViewController#1")
        #expect(diagnostic.message.hasPrefix("NoSuchNib.xib: ProfileViewController#1 could not load its nib: could not find a nib named 'NoSuchNib' in bundle "))
    }

    @Test func nibWithoutAViewOutletIsReported() throws {
        let runtime = HeadlessRuntime.current
        let controller = ProfileViewController(nibName: "MissingViewOutlet", bundle: Fixtures.bundle)
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded)
        #expect(runtime.diagnostics.messages("interfaceBuilder.unknownDestination") == [
            "MissingViewOutlet.xib:2: ProfileViewController#1 loaded the \"MissingViewOutlet\" nib but the view outlet was not set. Connect File's Owner's view outlet to the nib's view (and set File's Owner's class to ProfileViewController). A plain UIView is used.",
        ])
    }

    @Test func customViewFromXibFollowsV2() throws {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let objects = UINib(nibName: "BadgeView", bundle: Fixtures.bundle).instantiate(withOwner: nil, options: nil)
        let badge = try #require(objects.first as? BadgeView)
        #expect(objects.count == 1)
        #expect(recorder.seedLines(of: ["BadgeView", "BadgeIconView", "BadgeTitleLabel"]) == [
            "-[BadgeIconView initWithCoder:]",
            "-[BadgeIconView willMoveToSuperview:]",
            "-[BadgeIconView didMoveToSuperview]",
            "-[BadgeView didAddSubview:]",
            "-[BadgeTitleLabel initWithCoder:]",
            "-[BadgeTitleLabel willMoveToSuperview:]",
            "-[BadgeTitleLabel didMoveToSuperview]",
            "-[BadgeView didAddSubview:]",
            "-[BadgeView initWithCoder:]",
            "-[BadgeView awakeFromNib]",
            "-[BadgeIconView awakeFromNib]",
            "-[BadgeTitleLabel awakeFromNib]",
        ])
        #expect(!recorder.callbacks.contains { $0.callback == "init(frame:)" })
        #expect(badge.subviewsInInit == 2)
        #expect(badge.titleAtAwake == "Gold")
        #expect(badge.titleLabel.accessibilityIdentifier == "badgeTitle")
        #expect(badge.iconView?.backgroundColor == UIColor(red: 1, green: 0.8, blue: 0, alpha: 1))
        #expect(badge.backgroundColor == .black)
        #expect(badge.frame == CGRect(x: 0, y: 0, width: 240, height: 128))
        #expect(badge.level == "gold")
        #expect(badge.points == 250)
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func weakOutletsLetGoAndStrongOnesKeep() throws {
        let runtime = HeadlessRuntime.current
        let badge = try #require(UINib(nibName: "BadgeView", bundle: Fixtures.bundle)
            .instantiate(withOwner: nil, options: nil).first as? BadgeView)
        badge.titleLabel?.removeFromSuperview()
        badge.iconView?.removeFromSuperview()
        runtime.runLoop.runUntilIdle()
        #expect(badge.titleLabel == nil)
        #expect(badge.iconView?.superview == nil)
        #expect(badge.iconView != nil)
    }

    @Test func bundleLoadNibNamedConnectsTheOwner() throws {
        let owner = ProfileViewController(nibName: nil, bundle: nil)
        let objects = try #require(Fixtures.bundle.loadNibNamed("ProfileViewController", owner: owner))
        #expect(objects.count == 1)
        #expect(owner.viewIfLoaded === objects.first as? UIView)
        #expect(owner.nameLabel?.text == "Ada Lovelace")
        #expect(Fixtures.bundle.loadNibNamed("Nope", owner: owner) == nil)
    }

    @Test func nibFromDataWorksWithoutAFile() throws {
        let runtime = HeadlessRuntime.current
        let data = try Data(contentsOf: Fixtures.url("BadgeView.xib"))
        let nib = UINib(data: data, bundle: nil)
        let first = try #require(nib.instantiate(withOwner: nil).first as? BadgeView)
        let second = try #require(nib.instantiate(withOwner: nil).first as? BadgeView)
        #expect(first !== second)
        #expect(second.titleLabel.text == "Gold")
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func strictLoadThrowsAndLenientLoadReports() throws {
        let runtime = HeadlessRuntime.current
        #expect(throws: InterfaceBuilderError.self) { _ = try UINib.load(nibName: "Nope", bundle: Fixtures.bundle) }
        #expect(try UINib.load(nibName: "BadgeView", bundle: Fixtures.bundle).instantiate(withOwner: nil).count == 1)
        let empty = UINib(nibName: "Nope", bundle: Fixtures.bundle)
        #expect(empty.instantiate(withOwner: nil).isEmpty)
        #expect(runtime.diagnostics.all.map(\.code) == ["interfaceBuilder.fileNotFound"])
    }
}
