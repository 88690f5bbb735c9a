@_spi(Headless) import UIKit
import HeadlessCore

/// Every claim of the seed documents, as a scenario the tour can replay, and the chrome
/// scenarios beyond them.
public enum ScenarioCatalog {
    /// The seed claims in the digest's order: APP-*, VC-*, V-*.
    public static let all: [Scenario] = ApplicationScenarios.all + ViewControllerScenarios.all + ViewScenarios.all

    /// The scenarios beyond the seeds (UI-*: bars, alerts, search, pages), each sourced in
    /// Documentation/References.md and replayed under the newest modelled iOS.
    public static let beyondSeeds: [Scenario] = ChromeScenarios.all

    /// What the tour replays when no scenario is named: the seed claims, then the rest.
    public static let everything: [Scenario] = all + beyondSeeds

    /// The seed documents, by number, with what each one is.
    public static let seeds: [(number: String, file: String, about: String)] = [
        ("000", "000_72d21f5498b2e8a5.txt", "notes on the iOS launch order and the UIViewController lifecycle, with storyboard, xib and code-only demos"),
        ("001", "001_1125a1de652a05e1.txt", "the app lifecycle under Home, Notification Center, Control Center and calls; a TestViewController demo"),
        ("002", "002_6557acac96f7312d.txt", "a Swift demo of the UIViewController lifecycle: rotation, present and dismiss, the loadView loop"),
        ("003", "003_23a249f6e4676cd0.txt", "UIViewController and UIView lifecycles with a NoXibView demo: placement, layout triggers, removal"),
        ("004", "004_68c4480af5488f6e.txt", "app and view-controller logs of a tabbed app: launch, Home, UIApplicationExitsOnSuspend, purge"),
    ]

    /// The iOS version each seed was written for, judged from its dates and the tools it names
    /// (References §16): 000 is dated December 2017 (iOS 11), 001 discusses iOS 5 and 6 (the
    /// oldest modelled profile, 7, stands in), 002 was built with Xcode 8.2.1 (iOS 10), 003 is
    /// dated October 2022 (iOS 16), 004 July 2015 (iOS 8). The tour replays each scenario under
    /// the oldest of its seeds' versions.
    public static let seedIOSVersions: [String: Int] = ["000": 11, "001": 7, "002": 10, "003": 16, "004": 8]

    /// The scenario with an id, matched without regard to case or the hyphen (`vc2`, `VC-2`).
    public static func scenario(id: String) -> Scenario? {
        let wanted = normalized(id)
        return everything.first { normalized($0.id) == wanted }
    }

    /// The scenarios a selector names: an id (`VC-2`), a family (`VC`, `V`, `APP`, `UI`),
    /// `seeds` (every seed claim) or `all` (everything). Returns nil when nothing matches.
    public static func select(_ selector: String) -> [Scenario]? {
        let wanted = normalized(selector)
        if wanted == "ALL" { return everything }
        if wanted == "SEEDS" { return all }
        if let one = scenario(id: selector) { return [one] }
        let family = everything.filter { $0.family == wanted }
        return family.isEmpty ? nil : family
    }

    /// The ids closest to an unknown selector, for a "did you mean" hint.
    public static func suggestions(for selector: String) -> [String] {
        let wanted = normalized(selector)
        let digits = wanted.filter(\.isNumber)
        return everything.map(\.id).filter { id in
            let candidate = normalized(id)
            return !digits.isEmpty && candidate.hasSuffix(digits) || candidate.hasPrefix(wanted.prefix(1))
                && candidate.filter(\.isNumber) == digits
        }
    }

    static func normalized(_ id: String) -> String {
        id.uppercased().filter { $0.isLetter || $0.isNumber }
    }
}
