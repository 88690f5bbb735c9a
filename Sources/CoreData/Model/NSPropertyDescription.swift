import Foundation

/// A property of an entity: an attribute or a relationship.
open class NSPropertyDescription: NSObject {
    open var name: String = ""
    open var isOptional: Bool = true
    open var isTransient: Bool = false
    /// The entity the property belongs to.
    open internal(set) weak var entity: NSEntityDescription!
    open var userInfo: [AnyHashable: Any]?

    public override init() {
        super.init()
    }

    open override var description: String { "(\(type(of: self))) \(name)" }
}
