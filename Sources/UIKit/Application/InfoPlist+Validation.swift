import HeadlessCore
import Foundation

/// The checks an Info.plist passes at launch: every key the simulated device reads has the
/// type iOS expects, and every resource name stays inside the app's bundle.
///
/// A key of the wrong type is ignored, as iOS ignores it, and reported with the code
/// `infoPlist.wrongType`; a storyboard name that leads out of the bundle (`../../elsewhere/Main`)
/// is ignored and reported with `infoPlist.outsideBundle`. Each message names the file and
/// the key.
extension InfoPlist {
    /// One problem with a key.
    struct Problem: Equatable {
        /// `infoPlist.wrongType` or `infoPlist.outsideBundle`.
        let code: DiagnosticCode
        /// The sentence that names the file, the key and the fix.
        let message: String
    }

    /// The name used for the file in messages: its path, or `Info.plist` for one made in code.
    var fileDescription: String { sourcePath ?? "Info.plist" }

    /// Every problem with the keys the device reads, in a stable order.
    func problems() -> [Problem] {
        // An app without an Info.plist (most tests) has nothing to check.
        guard !dictionary.isEmpty else { return [] }
        var problems: [Problem] = []
        func wrongType(_ key: String, _ value: Any, expected: String, fix: String) {
            problems.append(Problem(code: .infoPlistWrongType,
                                    message: "\(fileDescription): \(key) is \(Self.describe(value)), not \(expected); the key is ignored. \(fix)"))
        }
        func checkName(_ key: String, _ value: Any?, what: String) {
            guard let value else { return }
            guard let name = value as? String else {
                wrongType(key, value, expected: "a string", fix: "Give \(what) as a <string>.")
                return
            }
            if !Self.staysInBundle(name) {
                problems.append(Problem(code: .infoPlistOutsideBundle,
                                        message: "\(fileDescription): \(key) \"\(Self.printable(name))\" leads outside the app's bundle; resources are looked up inside the bundle only, as on iOS, so the key is ignored. Name the storyboard by its file name without extension, such as \"Main\"."))
            }
        }
        checkName("NSPrincipalClass", dictionary["NSPrincipalClass"], what: "the UIApplication subclass's name")
        checkName("UIMainStoryboardFile", dictionary["UIMainStoryboardFile"], what: "the storyboard's name without extension")
        if let flag = dictionary["UIApplicationExitsOnSuspend"], !Self.isBoolean(flag) {
            wrongType("UIApplicationExitsOnSuspend", flag, expected: "a Boolean", fix: "Use <true/> or <false/>.")
        }
        guard let manifestValue = dictionary["UIApplicationSceneManifest"] else { return problems }
        guard let manifest = manifestValue as? [String: Any] else {
            wrongType("UIApplicationSceneManifest", manifestValue, expected: "a dictionary",
                      fix: "Make it a <dict> with UISceneConfigurations; the app runs without scenes.")
            return problems
        }
        if let flag = manifest["UIApplicationSupportsMultipleScenes"], !Self.isBoolean(flag) {
            wrongType("UIApplicationSceneManifest.UIApplicationSupportsMultipleScenes", flag, expected: "a Boolean", fix: "Use <true/> or <false/>.")
        }
        guard let rolesValue = manifest["UISceneConfigurations"] else { return problems }
        guard let roles = rolesValue as? [String: Any] else {
            wrongType("UIApplicationSceneManifest.UISceneConfigurations", rolesValue, expected: "a dictionary of session roles",
                      fix: "Make it a <dict> whose keys are roles such as UIWindowSceneSessionRoleApplication.")
            return problems
        }
        for role in roles.keys.sorted() {
            let path = "UIApplicationSceneManifest.UISceneConfigurations.\(role)"
            guard let entries = roles[role] as? [Any] else {
                wrongType(path, roles[role] as Any, expected: "an array of configurations", fix: "Make it an <array> of <dict>.")
                continue
            }
            for (index, entryValue) in entries.enumerated() {
                guard let entry = entryValue as? [String: Any] else {
                    wrongType("\(path)[\(index)]", entryValue, expected: "a dictionary", fix: "Make each configuration a <dict>.")
                    continue
                }
                for key in ["UISceneConfigurationName", "UISceneDelegateClassName", "UISceneClassName"] {
                    if let value = entry[key], !(value is String) {
                        wrongType("\(path)[\(index)].\(key)", value, expected: "a string", fix: "Give it as a <string>.")
                    }
                }
                checkName("\(path)[\(index)].UISceneStoryboardFile", entry["UISceneStoryboardFile"], what: "the storyboard's name without extension")
            }
        }
        return problems
    }

    /// Whether a resource name stays in the bundle's folder: no `..` component, not absolute.
    static func staysInBundle(_ name: String) -> Bool {
        !name.hasPrefix("/") && !name.split(separator: "/", omittingEmptySubsequences: false).contains("..")
    }

    static func isBoolean(_ value: Any) -> Bool {
        if value is Bool || value is NSNumber { return true }
        if let text = value as? String { return ["yes", "no", "true", "false", "1", "0"].contains(text.lowercased()) }
        return false
    }

    /// A value's type and, when short, the value itself: `an integer (3)`.
    static func describe(_ value: Any) -> String {
        switch value {
        case let text as String: return "the string \"\(printable(text))\""
        case is [String: Any]: return "a dictionary"
        case is [Any]: return "an array"
        case let data as Data: return "data (\(data.count) bytes)"
        case is Date: return "a date"
        case let flag as Bool where type(of: value) == Bool.self: return "the Boolean \(flag)"
        case let integer as Int: return "an integer (\(integer))"
        case let number as Double: return "a real number (\(number))"
        case let number as NSNumber: return "a number (\(number))"
        default: return "a \(type(of: value))"
        }
    }

    /// Text for a message: control characters escaped, at most 80 characters.
    static func printable(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars.prefix(80) {
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return text.unicodeScalars.count > 80 ? result + "…" : result
    }
}
