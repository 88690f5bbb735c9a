import Foundation

/// A pasteboard: the general one the system shares between apps, or a named one. Here it
/// lives in the simulated process (nothing reaches the host's clipboard).
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// The name of a pasteboard.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The system-wide pasteboard.
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    /// Posted when the pasteboard's content changes.
    public nonisolated static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

    /// The system-wide pasteboard of the simulated device.
    open class var general: UIPasteboard {
        let runtime = HeadlessRuntime.current
        if let board = runtime.generalPasteboard { return board }
        let board = UIPasteboard(name: .general)
        runtime.generalPasteboard = board
        return board
    }

    /// The pasteboard's name.
    open var name: Name
    /// Bumped at every change of the content.
    open private(set) var changeCount = 0

    init(name: Name) {
        self.name = name
        super.init()
    }

    private var values: [Any] = [] {
        didSet {
            changeCount += 1
            NotificationCenter.default.post(name: Self.changedNotification, object: self)
        }
    }

    /// The first string, or nil; setting it replaces the content.
    open var string: String? {
        get { strings?.first }
        set { values = newValue.map { [$0] } ?? [] }
    }
    /// The strings, or nil when there are none.
    open var strings: [String]? {
        get { all(String.self) }
        set { values = newValue ?? [] }
    }
    /// The first URL, or nil.
    open var url: URL? {
        get { urls?.first }
        set { values = newValue.map { [$0] } ?? [] }
    }
    /// The URLs, or nil when there are none.
    open var urls: [URL]? {
        get { all(URL.self) }
        set { values = newValue ?? [] }
    }
    /// The first image, or nil.
    open var image: UIImage? {
        get { images?.first }
        set { values = newValue.map { [$0] } ?? [] }
    }
    /// The images, or nil when there are none.
    open var images: [UIImage]? {
        get { all(UIImage.self) }
        set { values = newValue ?? [] }
    }
    /// Whether it holds a string.
    open var hasStrings: Bool { strings != nil }
    /// Whether it holds a URL.
    open var hasURLs: Bool { urls != nil }
    /// Whether it holds an image.
    open var hasImages: Bool { images != nil }
    /// How many items it holds.
    open var numberOfItems: Int { values.count }

    /// The values of a type, or nil when there are none.
    private func all<Value>(_ type: Value.Type) -> [Value]? {
        let found = values.compactMap { $0 as? Value }
        return found.isEmpty ? nil : found
    }

    /// Replaces the content with the items the share sheet copies.
    func copy(_ items: [Any]) {
        values = items
    }
}
