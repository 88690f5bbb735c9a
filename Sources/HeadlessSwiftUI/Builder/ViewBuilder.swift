/// Builds a view from the statements of a closure or `body`: several views become a
/// ``TupleView``, `if` without `else` an optional, `if`/`else` a ``_ConditionalContent``
/// (References §59.2).
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views side by side in a builder, kept as a tuple.
nonisolated public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public typealias Body = Never
    public var body: Never { primitiveBody(of: Self.self) }
}

/// The view of an `if`/`else` in a builder: one branch or the other.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    public typealias Body = Never
    public var body: Never { primitiveBody(of: Self.self) }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(of: Self.self) }
}

/// A type-erased view.
nonisolated public struct AnyView: View {
    let content: any View
    public init<V: View>(_ view: V) { content = view }
    public init<V: View>(erasing view: V) { content = view }
    public typealias Body = Never
    public var body: Never { primitiveBody(of: Self.self) }
}

/// Views grouped without a container: each child takes its place in the parent.
nonisolated public struct Group<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public typealias Body = Never
    public var body: Never { primitiveBody(of: Self.self) }
}
