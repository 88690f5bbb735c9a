import Foundation

/// A value a view owns: kept across renders by the view's identity; setting it renders the
/// view again on the next turn of the main run loop (References §59.6).
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    public init(wrappedValue value: Value) { box = StateBox(value) }
    public init(initialValue value: Value) { box = StateBox(value) }

    public var wrappedValue: Value {
        get { box.current.value }
        nonmutating set { box.current.set(newValue) }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.current.value }, set: { box.current.set($0) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { box = StateBox(nil) }
}

/// The storage of one `@State`. A view is made again at each render of its parent; its new
/// box adopts the first render's, which keeps the value.
final class StateBox<Value> {
    var value: Value
    private var adopted: StateBox<Value>?
    weak var host: (any RenderInvalidating)?

    init(_ value: Value) { self.value = value }

    var current: StateBox<Value> { adopted ?? self }

    func set(_ newValue: Value) {
        current.value = newValue
        current.host?.invalidate(because: "@State \(Value.self) set")
    }

    func adopt(_ previous: AnyObject?, host: any RenderInvalidating) {
        if let previous = previous as? StateBox<Value>, previous !== self { adopted = previous.current }
        current.host = host
    }
}

@MainActor extension State: ViewPropertyLink {
    func link(previous: AnyObject?, context: ResolveContext) -> AnyObject? {
        box.adopt(previous, host: context.host)
        return box.current
    }
}
