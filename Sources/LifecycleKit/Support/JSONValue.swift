@_spi(Headless) import UIKit
import HeadlessCore
import Foundation

/// A JSON value with object keys kept in the order they were given, so that generated
/// files are stable and readable.
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(serialized())
    }

    /// The value as compact JSON text.
    public func serialized() -> String {
        var output = ""
        write(to: &output)
        return output
    }

    func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value):
            if value.isFinite {
                if value == value.rounded(), abs(value) < 1e15 {
                    output += String(Int(value))
                } else {
                    output += String(value)
                }
            } else {
                output += "null"
            }
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let values):
            output += "["
            for (i, value) in values.enumerated() {
                if i > 0 { output += "," }
                value.write(to: &output)
            }
            output += "]"
        case .object(let pairs):
            output += "{"
            for (i, pair) in pairs.enumerated() {
                if i > 0 { output += "," }
                Self.writeString(pair.0, to: &output)
                output += ":"
                pair.1.write(to: &output)
            }
            output += "}"
        }
    }

    static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "<": output += "\\u003c"  // safe inside an HTML <script> element
            case ">": output += "\\u003e"
            case "&": output += "\\u0026"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    output += String(format: "\\u%04x", scalar.value)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
