import Foundation

/// Children one above the other: rendered as a vertical `UIStackView` (References §59.3).
nonisolated public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(of: Self.self) }
}

/// Children side by side: rendered as a horizontal `UIStackView` (References §59.3).
nonisolated public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(of: Self.self) }
}

/// Space that grows along its stack's axis: a view with the lowest hugging priority.
nonisolated public struct Spacer: View {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public typealias Body = Never
    public var body: Never { primitiveBody(of: Self.self) }
}

/// How a vertical stack lines its children up across.
public struct HorizontalAlignment: Equatable, Sendable {
    let stackAlignment: UIStackView.Alignment
    public static let leading = HorizontalAlignment(stackAlignment: .leading)
    public static let center = HorizontalAlignment(stackAlignment: .center)
    public static let trailing = HorizontalAlignment(stackAlignment: .trailing)
}

/// How a horizontal stack lines its children up across.
public struct VerticalAlignment: Equatable, Sendable {
    let stackAlignment: UIStackView.Alignment
    public static let top = VerticalAlignment(stackAlignment: .top)
    public static let center = VerticalAlignment(stackAlignment: .center)
    public static let bottom = VerticalAlignment(stackAlignment: .bottom)
    public static let firstTextBaseline = VerticalAlignment(stackAlignment: .firstBaseline)
    public static let lastTextBaseline = VerticalAlignment(stackAlignment: .lastBaseline)
}
