import Foundation

/// An observable object a view reads: its `objectWillChange` renders the view again on the
/// next turn of the main run loop, the changes of one turn together (References §59.6).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the object's properties, as `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

@MainActor extension ObservedObject: ViewPropertyLink {
    func link(previous: AnyObject?, context: ResolveContext) -> AnyObject? {
        context.observe(wrappedValue)
        return nil
    }
}

/// An observable object a view makes and owns: made once, at the view's first render, and
/// kept across renders by the view's identity; observed like an `@ObservedObject`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: StateObjectBox<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = StateObjectBox(thunk) }

    public var wrappedValue: ObjectType { box.current.object }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(root: wrappedValue) }
}

/// The storage of one `@StateObject`: the object, made on first read.
final class StateObjectBox<ObjectType: ObservableObject> {
    private let make: () -> ObjectType
    private var made: ObjectType?
    private var adopted: StateObjectBox<ObjectType>?

    init(_ make: @escaping () -> ObjectType) { self.make = make }

    var current: StateObjectBox<ObjectType> { adopted ?? self }

    var object: ObjectType {
        if let made { return made }
        let object = make()
        made = object
        return object
    }

    func adopt(_ previous: AnyObject?) {
        if let previous = previous as? StateObjectBox<ObjectType>, previous !== self { adopted = previous.current }
    }
}

@MainActor extension StateObject: ViewPropertyLink {
    func link(previous: AnyObject?, context: ResolveContext) -> AnyObject? {
        box.adopt(previous)
        context.observe(box.current.object)
        return box.current
    }
}
