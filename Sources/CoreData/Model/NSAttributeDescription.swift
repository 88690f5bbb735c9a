import Foundation

/// An attribute of an entity: its name, type, optionality and default value.
open class NSAttributeDescription: NSPropertyDescription {
    open var attributeType: NSAttributeType = .undefinedAttributeType
    open var defaultValue: Any?
    open var allowsExternalBinaryDataStorage: Bool = false
    open var attributeValueClassName: String?
    /// Whether the generated property is a Swift scalar (`Int32`) rather than an optional
    /// object (`NSNumber?`); the model's `usesScalarValueType`, for the port's code generation.
    package var usesScalarValueType: Bool = false

    public override init() {
        super.init()
    }

    /// `value` as a value of this attribute's type (`Int32` for an Integer 32 attribute given
    /// an `Int` or an `NSNumber`); nil when it is nil or cannot be one.
    package func coerced(_ value: Any?) -> Any? {
        guard let value else { return nil }
        func integer() -> Int64? {
            switch value {
            case let number as NSNumber: return number.int64Value
            case let value as any BinaryInteger: return Int64(exactly: value)
            case let value as Double: return Int64(exactly: value.rounded(.towardZero))
            case let value as Bool: return value ? 1 : 0
            default: return nil
            }
        }
        func real() -> Double? {
            switch value {
            case let number as NSNumber: return number.doubleValue
            case let value as Double: return value
            case let value as Float: return Double(value)
            case let value as any BinaryInteger: return Double(value)
            case let value as Decimal: return NSDecimalNumber(decimal: value).doubleValue
            default: return nil
            }
        }
        switch attributeType {
        case .integer16AttributeType: return integer().flatMap { Int16(exactly: $0) }
        case .integer32AttributeType: return integer().flatMap { Int32(exactly: $0) }
        case .integer64AttributeType: return integer()
        case .doubleAttributeType: return real()
        case .floatAttributeType: return real().map { Float($0) }
        case .booleanAttributeType:
            if let value = value as? Bool { return value }
            return integer().map { $0 != 0 }
        case .decimalAttributeType:
            if let value = value as? Decimal { return value }
            if let number = value as? NSDecimalNumber { return number.decimalValue }
            return real().map { Decimal($0) }
        case .stringAttributeType: return value as? String
        case .dateAttributeType: return value as? Date
        case .binaryDataAttributeType: return value as? Data
        case .UUIDAttributeType: return value as? UUID
        case .URIAttributeType: return value as? URL
        default: return value
        }
    }

    /// The Swift type a value of this attribute has, for messages.
    package var valueTypeName: String {
        switch attributeType {
        case .integer16AttributeType: return "Int16"
        case .integer32AttributeType: return "Int32"
        case .integer64AttributeType: return "Int64"
        case .doubleAttributeType: return "Double"
        case .floatAttributeType: return "Float"
        case .booleanAttributeType: return "Bool"
        case .decimalAttributeType: return "Decimal"
        case .stringAttributeType: return "String"
        case .dateAttributeType: return "Date"
        case .binaryDataAttributeType: return "Data"
        case .UUIDAttributeType: return "UUID"
        case .URIAttributeType: return "URL"
        default: return "Any"
        }
    }
}
