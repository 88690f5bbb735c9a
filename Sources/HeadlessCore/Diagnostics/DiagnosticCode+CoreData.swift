/// The codes of the Core Data stand-in and of the predicate and sort-descriptor factories it
/// relies on (issue 33; References §60).
extension DiagnosticCode {
    // MARK: coreData
    /// A container whose model is not in the app's bundle, or does not parse.
    public static let coreDataModelNotFound: DiagnosticCode = "coreData.model.notFound"
    /// A model file with problems (an unknown attribute type, a relationship to no entity).
    public static let coreDataModelInvalid: DiagnosticCode = "coreData.model.invalid"
    /// An entity name or object class that the model does not have.
    public static let coreDataUnknownEntity: DiagnosticCode = "coreData.entity.unknown"
    /// `value(forKey:)`/`setValue(_:forKey:)` with a key the entity has not.
    public static let coreDataUnknownKey: DiagnosticCode = "coreData.key.unknown"
    /// A value of the wrong type for an attribute or relationship.
    public static let coreDataWrongValueType: DiagnosticCode = "coreData.value.wrongType"
    /// A relationship between objects of different contexts.
    public static let coreDataCrossContextRelationship: DiagnosticCode = "coreData.relationship.crossContext"
    /// An object deleted in a context it does not belong to.
    public static let coreDataForeignObject: DiagnosticCode = "coreData.object.foreign"
    /// An object ID the store does not have.
    public static let coreDataUnknownObject: DiagnosticCode = "coreData.object.unknown"
    /// A save refused by validation (a required value missing, a deny rule).
    public static let coreDataValidation: DiagnosticCode = "coreData.save.validation"
    /// A feature the stand-in does not have (parent contexts, SQLite files).
    public static let coreDataUnsupported: DiagnosticCode = "coreData.unsupported"

    // MARK: foundation.predicate
    /// `NSPredicate(format:)` with a format that does not parse; the predicate matches nothing.
    public static let predicateFormatInvalid: DiagnosticCode = "foundation.predicate.formatInvalid"
    /// A predicate format whose arguments do not match its `%` specifiers.
    public static let predicateArgumentsMismatch: DiagnosticCode = "foundation.predicate.arguments"
}
