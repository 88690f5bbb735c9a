/// The name of a lifecycle callback in both Swift and Objective-C spelling.
///
/// The Swift spelling is what iOS code overrides; the selector is what the seed documents
/// print (`-[ViewController viewWillAppear:]`).
public struct Callback: Sendable, Hashable {
    /// The Swift declaration name, such as `willMove(toSuperview:)`.
    public let swiftName: String
    /// The Objective-C selector, such as `willMoveToSuperview:`.
    public let selector: String

    /// Creates a callback name from its two spellings.
    public init(_ swiftName: String, selector: String) {
        self.swiftName = swiftName
        self.selector = selector
    }

    /// The Swift base name without the argument labels (`viewWillAppear`).
    public var baseName: String {
        swiftName.firstIndex(of: "(").map { String(swiftName[..<$0]) } ?? swiftName
    }

    /// The argument labels of the Swift name (`["_"]` for `viewWillAppear(_:)`).
    public var argumentLabels: [String] {
        guard let open = swiftName.firstIndex(of: "("), swiftName.hasSuffix(")") else { return [] }
        let inner = swiftName[swiftName.index(after: open)..<swiftName.index(before: swiftName.endIndex)]
        return inner.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
    }
}
