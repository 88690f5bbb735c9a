/// A piece of user interface, described by its `body` (References §59.2).
///
/// The headless SwiftUI resolves a view into the primitive views it is made of (`Text`,
/// `Button`, `List`, stacks…) and renders those as UIKit views in a ``UIHostingController``.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body is.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    /// `Never` has no body; primitive views name it as theirs and are never asked for it.
    public var body: Never { primitiveBody(of: Never.self) }
}

/// What a primitive view's `body` does when called by hand: there is nothing to return, as in
/// SwiftUI, where it traps too. The message names the view.
func primitiveBody<V>(of type: V.Type) -> Never {
    preconditionFailure("\(V.self) is a primitive view: it has no body to read. Use it inside another view's body.")
}

/// A view that shows nothing.
nonisolated public struct EmptyView: View {
    public typealias Body = Never
    public init() {}
    public var body: Never { primitiveBody(of: Self.self) }
}
