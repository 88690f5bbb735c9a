/// A property of a view that the renderer updates before each evaluation of `body`.
public protocol DynamicProperty {
    /// Called before the view's body is evaluated.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
