/// What `lifecycle explain` says about one callback: when UIKit calls it, in which state,
/// what belongs there and what does not, and what the seed documents advise.
public struct Explanation: Sendable, Hashable {
    /// The Swift declaration name, such as `viewDidLoad()`.
    public let swiftName: String
    /// The Objective-C selector, such as `viewDidLoad`.
    public let selector: String
    /// The type that declares it, such as `UIViewController`.
    public let declaredBy: String
    /// When UIKit calls it.
    public let when: String
    /// The state the receiver is in during the call.
    public let state: String
    /// What to do there.
    public let dos: [String]
    /// What not to do there.
    public let donts: [String]
    /// The seeds' advice, in English, each prefixed with the seed's number.
    public let seedAdvice: [String]
    /// The tour's scenarios that show it.
    public let scenarios: [String]

    init(_ swiftName: String, _ selector: String, on declaredBy: String, when: String, state: String,
         do dos: [String], dont donts: [String], seeds seedAdvice: [String] = [], see scenarios: [String] = []) {
        self.swiftName = swiftName
        self.selector = selector
        self.declaredBy = declaredBy
        self.when = when
        self.state = state
        self.dos = dos
        self.donts = donts
        self.seedAdvice = seedAdvice
        self.scenarios = scenarios
    }

    /// The Swift base name, such as `viewWillAppear`.
    public var baseName: String {
        swiftName.firstIndex(of: "(").map { String(swiftName[..<$0]) } ?? swiftName
    }

    /// The explanation as text for a terminal.
    public func rendered() -> String {
        var output = "\(swiftName)  ·  -[\(declaredBy) \(selector)]\n\n"
        func block(_ label: String, _ items: [String]) {
            guard !items.isEmpty else { return }
            output += label + "\n"
            for item in items {
                let lines = TextTraceRenderer.wrap(item, width: 92)
                for (i, line) in lines.enumerated() {
                    output += (i == 0 ? "  • " : "    ") + line + "\n"
                }
            }
            output += "\n"
        }
        block("When UIKit calls it", [when])
        block("State of the receiver", [state])
        block("Do", dos)
        block("Don't", donts)
        block("What the seeds say", seedAdvice)
        if !scenarios.isEmpty {
            output += "See it: lifecycle tour \(scenarios.joined(separator: " "))\n"
        }
        return output
    }
}

/// Finds explanations by the names people type.
public enum ExplanationCatalog {
    /// Every explanation: objects, views, view controllers, the application delegate, the
    /// scene delegate, chrome, animations and text fields.
    public static let all: [Explanation] = Explanations.objects + Explanations.views
        + Explanations.viewControllers + Explanations.containers + Explanations.storyboards + Explanations.application
        + Explanations.scenes + Explanations.autoLayout + Explanations.chrome + Explanations.animationAndText

    /// The explanations a query names: a Swift name (`viewWillAppear(_:)`), a base name
    /// (`viewWillAppear`), a selector (`viewWillAppear:`, `-[UIViewController viewWillAppear:]`),
    /// matched without regard to case. A base name shared by several callbacks
    /// (`willMove`) gives all of them.
    public static func lookup(_ query: String) -> [Explanation] {
        let key = normalized(query)
        guard !key.isEmpty else { return [] }
        let exact = all.filter { normalized($0.swiftName) == key || normalized($0.selector) == key }
        if !exact.isEmpty { return exact }
        let aliases: [String: String] = ["dealloc": "deinit", "drawrect": "draw"]
        let aliased = aliases[key] ?? key
        return all.filter { normalized($0.baseName) == aliased || normalized($0.swiftName) == aliased }
    }

    /// Names close to an unknown query, for a "did you mean" hint.
    public static func suggestions(for query: String) -> [String] {
        let key = normalized(query)
        guard key.count >= 3 else { return [] }
        return all.filter { explanation in
            let swift = normalized(explanation.swiftName)
            let selector = normalized(explanation.selector)
            return swift.contains(key) || key.contains(normalized(explanation.baseName))
                || NodeReader.distance(key, swift) <= 2 || NodeReader.distance(key, selector) <= 2
        }.map(\.swiftName)
    }

    /// Lowercased letters and digits only, with an Objective-C receiver removed.
    static func normalized(_ text: String) -> String {
        var text = text
        if text.hasPrefix("-["), let space = text.firstIndex(of: " ") {
            text = String(text[text.index(after: space)...])
        }
        return text.lowercased().filter { $0.isLetter || $0.isNumber }
    }
}
