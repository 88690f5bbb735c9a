import Foundation

/// A relationship of an entity: its destination, inverse, cardinality and delete rule.
open class NSRelationshipDescription: NSPropertyDescription {
    open var destinationEntity: NSEntityDescription?
    open var inverseRelationship: NSRelationshipDescription?
    open var maxCount: Int = 1
    open var minCount: Int = 0
    open var deleteRule: NSDeleteRule = .nullifyDeleteRule
    open var isOrdered: Bool = false

    /// The destination's name as the model file gives it, resolved when the model is read.
    package var destinationEntityName: String?
    /// The inverse's name as the model file gives it.
    package var inverseName: String?

    public override init() {
        super.init()
    }

    /// Whether the relationship holds a set of objects (`maxCount` other than 1).
    open var isToMany: Bool { maxCount != 1 }
}
