import Foundation

/// The modifiers of the headless subset. `onAppear`/`onDisappear` run when the rendered view
/// appears and disappears; `foregroundColor` colours texts, buttons and images below it;
/// `padding` is kept on the rendered node and not laid out (References §59.4).
extension View {
    /// Runs `action` before this view appears: when its hosting controller's view will
    /// appear, when it is inserted while that view is shown, or (in a `List`) when its row
    /// will be displayed.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        ModifiedView(content: self, modifier: .onAppear(action))
    }

    /// Runs `action` after this view disappears: when its hosting controller's view did
    /// disappear, when it is removed while shown, or (in a `List`) when its row ends display.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        ModifiedView(content: self, modifier: .onDisappear(action))
    }

    /// Pads the view on `edges` by `length` (16 points when nil); kept, not laid out.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        ModifiedView(content: self, modifier: .padding(edges, length ?? 16))
    }

    /// Pads the view on every edge by `length`; kept, not laid out.
    public func padding(_ length: CGFloat) -> some View {
        ModifiedView(content: self, modifier: .padding(.all, length))
    }

    /// The colour of the texts, button titles and images below this view.
    public func foregroundColor(_ color: Color?) -> some View {
        ModifiedView(content: self, modifier: .foregroundColor(color?.uiColor))
    }

    /// The accessibility identifier of the rendered view (what `tap` finds by identifier).
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        ModifiedView(content: self, modifier: .accessibilityIdentifier(identifier))
    }
}

/// The edges of a rectangle, for `padding`.
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// What a modifier does to the nodes of the view it modifies.
enum NodeModifier {
    case onAppear((() -> Void)?)
    case onDisappear((() -> Void)?)
    case padding(Edge.Set, CGFloat)
    case foregroundColor(UIColor?)
    case accessibilityIdentifier(String)
}

/// A view with one modifier applied to each node it resolves to.
nonisolated struct ModifiedView<Content: View>: View {
    let content: Content
    let modifier: NodeModifier
    typealias Body = Never
    var body: Never { primitiveBody(of: Self.self) }
}
