@_spi(Headless) import UIKit
import HeadlessCore
import UIKitTesting
import Testing

// An app's own classes styled through their own proxies (issue 34). Their `@objc dynamic`
// properties are written as `lifecycle port` rewrites them: a `didSet` reporting to
// `PortAppearance`.

/// A label with appearance properties of its own, as an iOS app declares them
/// (`@objc dynamic var accent: UIColor?`), and an override of a framework one.
private final class AccentLabel: UILabel {
    var accent: UIColor? = nil { didSet { PortAppearance.didSet(self, \.accent, self.accent) } }
    /// Wider than a pointer, so that a proxy without this storage would be caught.
    var insets: UIEdgeInsets = .zero { didSet { defer { PortAppearance.didSet(self, \.insets, self.insets) }; insetChanges += 1 } }
    var insetChanges = 0
    var textColorChanges = 0
    override var textColor: UIColor! {
        didSet { textColorChanges += 1 }
    }
}

/// A subclass of the subclass: takes its superclass's proxy's values.
private final class FootnoteLabel: UILabel {
    var tag2: Int = 0 { didSet { PortAppearance.didSet(self, \.tag2, self.tag2) } }
}

/// A view whose `init(coder:)` makes subviews and says so: the proxy's must leave no trace.
private final class CardView: UIView {
    var corner: CGFloat = 0 { didSet { PortAppearance.didSet(self, \.corner, self.corner) } }
    let badge: UILabel
    override init(frame: CGRect) {
        badge = UILabel()
        super.init(frame: frame)
        addSubview(badge)
    }
    required init?(coder: NSCoder) {
        badge = UILabel()
        super.init(coder: coder)
        addSubview(badge)
    }
}

/// A label that refuses to be decoded after its superclass was: iOS never asks it for a
/// proxy, HeadlessUIKit does.
private final class RefusingLabel: UILabel {
    var accent: UIColor? = nil { didSet { PortAppearance.didSet(self, \.accent, self.accent) } }
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        return nil
    }
}

/// A label that refuses before its superclass ran: no instance of it can be made.
private final class UnarchivableLabel: UILabel {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { nil }
}

/// A bar button item with an appearance property of its own.
private final class BadgeItem: UIBarButtonItem {
    var badge: String? = nil { didSet { PortAppearance.didSet(self, \.badge, self.badge) } }
}

/// A screen with the app's labels.
private final class LabelsScreen: UIViewController {
    let plain = AccentLabel()
    let own = AccentLabel()
    let label = UILabel()
    override func viewDidLoad() {
        super.viewDidLoad()
        own.accent = .blue
        own.insets = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        for view in [plain, own, label] { self.view.addSubview(view) }
    }
}

/// Appearance proxies of an app's subclasses: real instances of the subclass, whose own
/// `@objc dynamic` properties are recorded and applied like the framework's.
@MainActor
@Suite(.freshRuntime) struct AppearanceSubclassProxyTests {
    @Test func theProxyIsAnInstanceOfTheSubclass() {
        let proxy = AccentLabel.appearance()
        #expect(type(of: proxy) == AccentLabel.self)
        #expect(AccentLabel.appearance(for: UITraitCollection(userInterfaceIdiom: .pad)) !== proxy)
        #expect(AccentLabel.appearance() === proxy)
        #expect(diagnosticCodes.isEmpty)
    }

    @Test func aSubclassPropertySetOnTheProxyReachesViewsEnteringAWindow() {
        AccentLabel.appearance().accent = .red
        AccentLabel.appearance().insets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        let screen = LabelsScreen()
        screen.loadViewIfNeeded()
        #expect(screen.plain.accent == nil, "not applied before the label enters a window")

        let window = showInWindow(screen)
        #expect(screen.plain.accent == .red)
        #expect(screen.plain.insets == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(screen.plain.insetChanges == 1, "applied through the setter, so the app's didSet runs")
        #expect(screen.own.accent == .blue, "set by the label itself, so the proxy leaves it")
        #expect(screen.own.insets == UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        withExtendedLifetime(window) {}
    }

    @Test func aValueSetAfterEnteringAWindowIsKeptWhenTheLabelEntersAgain() {
        AccentLabel.appearance().accent = .red
        let screen = LabelsScreen()
        let window = showInWindow(screen)
        screen.plain.accent = .green
        AccentLabel.appearance().accent = .purple
        let late = AccentLabel()
        for label in [screen.plain, late] {
            label.removeFromSuperview()
            screen.view.addSubview(label)
        }
        #expect(screen.plain.accent == .green)
        #expect(late.accent == .purple)
        withExtendedLifetime(window) {}
    }

    @Test func frameworkPropertiesOnASubclassProxyStillWork() {
        UILabel.appearance().textColor = .gray
        AccentLabel.appearance().textColor = .orange
        AccentLabel.appearance().font = .systemFont(ofSize: 21)
        let screen = LabelsScreen()
        let window = showInWindow(screen)
        #expect(screen.label.textColor == .gray)
        #expect(screen.plain.textColor == .orange, "the subclass's proxy is applied after its superclass's")
        #expect(screen.plain.font.pointSize == 21)
        #expect(screen.plain.textColorChanges >= 1, "the subclass's override runs on the instance")
        #expect(AccentLabel.appearance().textColorChanges >= 1, "and on the proxy, a real instance")
        withExtendedLifetime(window) {}
    }

    @Test func anotherSubclassTakesItsOwnAndItsSuperclassesProxiesOnly() {
        UILabel.appearance().textColor = .brown
        FootnoteLabel.appearance().tag2 = 7
        let footnote = FootnoteLabel()
        let screen = LabelsScreen()
        screen.loadViewIfNeeded()
        screen.view.addSubview(footnote)
        let window = showInWindow(screen)
        #expect(footnote.tag2 == 7)
        #expect(footnote.textColor == .brown)
        #expect(screen.plain.accent == nil)
        withExtendedLifetime(window) {}
    }

    /// The proxy, and the views its `init(coder:)` makes, take no ordinal and leave no trace:
    /// the first real card is number 1, and so is its badge's label.
    @Test func aSubclassProxyLeavesNoTrace() {
        let recorder = HeadlessRuntime.current.attach()
        CardView.appearance().corner = 12
        #expect(CardView.appearance().badge.superview === CardView.appearance(), "its initializer ran")
        let screen = UIViewController()
        let card = CardView()
        screen.view.addSubview(card)
        let window = showInWindow(screen)
        #expect(card.corner == 12)
        #expect(Set(recorder.events.filter { $0.className == "CardView" }.map(\.ordinal)) == [1])
        let strays = recorder.events.filter { $0.kind == .callback && $0.ordinal == 0 }
        // The badge's init(frame:), run while the proxy was made, is not traced either.
        #expect(strays.isEmpty, "callbacks of the proxy or of what its initializer made: \(strays)")
        withExtendedLifetime(window) {}
    }

    /// `init(coder:)` returned nil after `super.init(coder:)`: reported, and the instance it
    /// built serves as the proxy.
    @Test func anInitializerReturningNilAfterItsSuperclassIsReportedAndItsInstanceServes() throws {
        let proxy = RefusingLabel.appearance()
        #expect(type(of: proxy) == RefusingLabel.self)
        let diagnostic = try #require(HeadlessRuntime.current.diagnostics.all.first)
        #expect(diagnostic.code == .appearanceProxyInitFailed)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message.contains("RefusingLabel.init(coder:) returned nil"))
        #expect(diagnostic.message.contains("super.init(coder: coder)"))

        proxy.accent = .red
        proxy.textColor = .orange
        let label = RefusingLabel(frame: .zero)
        let screen = UIViewController()
        screen.view.addSubview(label)
        let window = showInWindow(screen)
        #expect(label.accent == .red)
        #expect(label.textColor == .orange)
        #expect(RefusingLabel.appearance() === proxy, "made and reported once")
        #expect(HeadlessRuntime.current.diagnostics.all.count == 1)
        withExtendedLifetime(window) {}
    }

    @Test func barItemSubclassesTakeTheirOwnProperties() {
        final class ItemsScreen: UIViewController {
            let first = BadgeItem(title: "Inbox", style: .plain, target: nil, action: nil)
            let second = BadgeItem(title: "Sent", style: .plain, target: nil, action: nil)
            override func viewDidLoad() {
                super.viewDidLoad()
                second.badge = "own"
                navigationItem.rightBarButtonItems = [first, second]
            }
        }
        BadgeItem.appearance().badge = "new"
        #expect(type(of: BadgeItem.appearance()) == BadgeItem.self)
        let screen = ItemsScreen()
        let window = showInWindow(UINavigationController(rootViewController: screen))
        #expect(screen.first.badge == "new")
        #expect(screen.second.badge == "own")
        withExtendedLifetime(window) {}
    }
}

/// What cannot be made: reported, then the process stops (no instance of the class exists).
@Suite(.freshRuntime) struct AppearanceSubclassProxyExitTests {
    @Test func anInitializerReturningNilBeforeItsSuperclassStopsWithTheFix() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = UnarchivableLabel.appearance() }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("UnarchivableLabel.init(coder:) returned nil"))
        #expect(output.contains("returned nil before calling super.init(coder:)"))
        #expect(output.contains("super.init(coder: coder)"))
    }
}
