/// What deleting an object does to the objects at the other end of a relationship
/// (References §60.2).
public enum NSDeleteRule: UInt, Sendable {
    /// Nothing: the related objects keep pointing at the deleted one.
    case noActionDeleteRule = 0
    /// The related objects' inverse no longer holds the deleted object.
    case nullifyDeleteRule = 1
    /// The related objects are deleted too.
    case cascadeDeleteRule = 2
    /// The delete is refused (the save fails) while the relationship holds an object.
    case denyDeleteRule = 3

    /// The rule of a model file's `deletionRule` text.
    package init?(modelName: String) {
        switch modelName {
        case "No Action": self = .noActionDeleteRule
        case "Nullify": self = .nullifyDeleteRule
        case "Cascade": self = .cascadeDeleteRule
        case "Deny": self = .denyDeleteRule
        default: return nil
        }
    }
}
