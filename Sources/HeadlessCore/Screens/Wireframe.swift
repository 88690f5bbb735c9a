import Foundation

/// What the screen shows at one moment, as boxes: each visible view's frame in screen
/// coordinates, its class, its kind and the text a person reads on it.
///
/// UIKit captures one from a window (`UIWindow.wireframe()`, behind the `Headless` SPI); the HTML
/// report draws one per step, and the test kit compares them. It is plain data (`Codable`), so
/// a tool can read it without UIKit.
public struct Wireframe: Sendable, Hashable, Codable {
    /// What a box is, for drawing it.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A window.
        case window
        /// A plain view or one of no other kind here.
        case view
        /// A label: its text is shown.
        case label
        /// A button or another control: its title is shown.
        case control
        /// A text field or text view.
        case text
        /// An image view.
        case image
        /// A scroll view, table view or collection view.
        case scroll
        /// A table or collection view cell.
        case cell
        /// A navigation bar, tab bar or toolbar.
        case bar
    }

    /// One visible view.
    public struct Element: Sendable, Hashable, Codable {
        /// The view's trace name, such as `UILabel#3`.
        public var name: String
        /// Its kind.
        public var kind: Kind
        /// Its frame in the screen's coordinates (x, y, width, height, in points).
        public var frame: CGRect
        /// How deep in the view tree it is (the window is 0).
        public var depth: Int
        /// The text a person reads on it (a label's text, a button's title), if any.
        public var text: String?
        /// Its accessibility identifier, if any.
        public var identifier: String?
        /// Its accessibility label when it differs from ``text`` (an image button's "Settings"), if any.
        public var label: String?

        /// Creates an element.
        public init(name: String, kind: Kind, frame: CGRect, depth: Int, text: String? = nil, identifier: String? = nil,
                    label: String? = nil) {
            self.label = label
            self.name = name
            self.kind = kind
            self.frame = frame
            self.depth = depth
            self.text = text
            self.identifier = identifier
        }
    }

    /// The screen's size in points.
    public var size: CGSize
    /// The visible views, back to front (a view before its subviews).
    public var elements: [Element]
    /// How many views were left out because the tree had more than ``elementLimit``.
    public var omitted: Int

    /// The most views one wireframe holds; a larger tree keeps its first views in drawing order.
    public static let elementLimit = 2_000

    /// Creates a wireframe.
    public init(size: CGSize, elements: [Element], omitted: Int = 0) {
        self.size = size
        self.elements = elements
        self.omitted = omitted
    }

    /// One line per element, indented by depth: `UILabel#3 label (16, 40, 343, 21) "Title"`.
    public var lines: [String] {
        elements.map { element in
            var line = String(repeating: "  ", count: element.depth) + "\(element.name) \(element.kind.rawValue) \(element.frame.traceDescription)"
            if let text = element.text { line += " \"\(text)\"" }
            if let identifier = element.identifier { line += " #\(identifier)" }
            if let label = element.label { line += " (label \"\(label)\")" }
            return line
        } + (omitted > 0 ? ["(\(omitted) more views left out)"] : [])
    }
}
