import Foundation

/// The pods of a CocoaPods `Podfile`, and their versions and dependencies from `Podfile.lock`
/// (References §48.2).
///
/// A Podfile is Ruby; the port reads the part of it that declares pods, line by line, without
/// running it: `target 'Name' do` / `abstract_target 'Name' do` … `end` blocks (and any other
/// line ending in `do`, which opens a block closed by an `end`), and `pod 'Name'` lines with an
/// optional version requirement and `:path =>`. A line it cannot read as a pod (a quote not
/// closed, no name) is an error naming the file and the line; other Ruby is skipped.
public struct Podfile: Equatable {
    /// A `pod` line.
    public struct Pod: Equatable {
        /// The pod's name as written (`Firebase/Analytics` for a subspec).
        public var name: String
        /// The version requirement, if one is given (`~> 5.0.0`).
        public var requirement: String?
        /// `:path =>`, a local pod's folder relative to the Podfile's.
        public var path: String?
        /// The innermost named `target` block around it, nil at the top or in an
        /// `abstract_target`.
        public var target: String?
        /// The line, from 1.
        public var line: Int

        /// The pod without its subspec (`Firebase` for `Firebase/Analytics`).
        public var rootName: String { String(name.split(separator: "/").first ?? Substring(name)) }
    }

    /// The pods, in the file's order.
    public var pods: [Pod]

    /// The largest Podfile or lock read, in bytes.
    static let largestRead = 1 << 20
    /// The deepest nesting of blocks read.
    static let deepestNesting = 64

    /// Reads a Podfile's text; `path` names it in messages.
    public init(text: String, path: String) throws {
        pods = []
        // Each open block: the target it names (nil for other blocks) and whether it is one,
        // with the line that opened it.
        var blocks: [(target: String?, isTarget: Bool, line: Int)] = []
        var number = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = try Self.stripComment(rawLine, path: path, line: number).trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty else { continue }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" })
            let first = words.first.map(String.init) ?? ""
            if first == "end" {
                guard blocks.popLast() != nil else {
                    throw PortError("\(path):\(number): an `end` closes no block; the Podfile does not parse. Fix the line, or give the pods' sources with --dependency NAME=PATH and remove the Podfile.")
                }
                continue
            }
            if first == "pod" {
                let arguments = try Self.quotedStrings(line.dropFirst(3), path: path, line: number)
                guard let name = arguments.first?.value, !name.isEmpty, arguments.first?.key == nil else {
                    throw PortError("\(path):\(number): a `pod` without a quoted name (`pod 'Name'`); the Podfile does not parse.")
                }
                let requirement = arguments.dropFirst().first { $0.key == nil }?.value
                let localPath = arguments.first { $0.key == "path" }?.value
                let target = blocks.last { $0.isTarget }.flatMap { $0.target }
                pods.append(Pod(name: name, requirement: requirement, path: localPath, target: target, line: number))
                continue
            }
            if line.hasSuffix(" do") || line.hasSuffix("\tdo") || line.range(of: #"\bdo\s*\|[^|]*\|$"#, options: .regularExpression) != nil {
                guard blocks.count < Self.deepestNesting else {
                    throw PortError("\(path):\(number): blocks nest more than \(Self.deepestNesting) levels deep; the Podfile is not read.")
                }
                if first == "target" || first == "abstract_target" {
                    let name = try Self.quotedStrings(line.dropFirst(first.count), path: path, line: number).first?.value
                    blocks.append((first == "target" ? name : nil, true, number))
                } else {
                    blocks.append((nil, false, number))
                }
            }
        }
        if let open = blocks.last {
            throw PortError("\(path):\(open.line): this block has no `end`; the Podfile does not parse.")
        }
    }

    /// Reads the Podfile at `url`.
    public init(contentsOf url: URL) throws {
        try self.init(text: try Self.read(url, kind: "Podfile"), path: url.path)
    }

    /// The file's text, refused when it is larger than ``largestRead`` or not UTF-8.
    static func read(_ url: URL, kind: String) throws -> String {
        if let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size > largestRead {
            throw PortError("\(url.path): the \(kind) is larger than 1 MiB; it is not read.")
        }
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            throw PortError("\(url.path): cannot read the \(kind) (not UTF-8 text).")
        }
        return text
    }

    /// The line without a `#` comment outside quotes; a quote left open is an error.
    static func stripComment(_ line: Substring, path: String, line number: Int) throws -> String {
        var quote: Character?
        var result = ""
        for character in line {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#" {
                break
            }
            result.append(character)
        }
        if quote != nil {
            throw PortError("\(path):\(number): a quote is not closed; the Podfile does not parse.")
        }
        return result
    }

    /// The quoted strings of a line's arguments, each with the `:key =>` (or `key:`) before it.
    static func quotedStrings(_ text: Substring, path: String, line number: Int) throws -> [(key: String?, value: String)] {
        var result: [(key: String?, value: String)] = []
        var pending = ""
        var rest = text[...]
        while let open = rest.firstIndex(where: { $0 == "'" || $0 == "\"" }) {
            pending += rest[..<open]
            let quote = rest[open]
            let start = rest.index(after: open)
            guard let close = rest[start...].firstIndex(of: quote) else {
                throw PortError("\(path):\(number): a quote is not closed; the Podfile does not parse.")
            }
            let key = pending.split(separator: ",").last.map { part -> String in
                part.replacingOccurrences(of: "=>", with: "").replacingOccurrences(of: ":", with: "").trimmingCharacters(in: .whitespaces)
            }
            result.append((key.flatMap { $0.isEmpty ? nil : $0 }, String(rest[start..<close])))
            pending = ""
            rest = rest[rest.index(after: close)...]
        }
        return result
    }
}

/// The `PODS:` section of a `Podfile.lock`: each pod's version and the pods it depends on.
public struct PodfileLock: Equatable {
    /// A pod the lock lists.
    public struct Entry: Equatable {
        /// The version installed (`5.0.1`).
        public var version: String?
        /// The pods it depends on, without subspecs.
        public var dependencies: [String]
        /// The line, from 1.
        public var line: Int
    }

    /// The pods, by name without subspec.
    public var pods: [String: Entry]

    /// Reads a lock's text; `path` names it in messages.
    public init(text: String, path: String) throws {
        pods = [:]
        var inPods = false
        var current: String?
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if !line.hasPrefix(" ") && !line.isEmpty {
                inPods = line.trimmingCharacters(in: .whitespaces) == "PODS:"
                current = nil
                continue
            }
            guard inPods else { continue }
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.dropFirst(indent)
            guard trimmed.hasPrefix("- ") else { continue }
            let (name, version) = Self.nameAndVersion(trimmed.dropFirst(2))
            guard !name.isEmpty else {
                throw PortError("\(path):\(number): a pod without a name; the Podfile.lock does not parse.")
            }
            if indent <= 2 {
                current = name
                if pods[name] == nil { pods[name] = Entry(version: version, dependencies: [], line: number) }
            } else if let owner = current, name != owner, !(pods[owner]?.dependencies.contains(name) ?? true) {
                pods[owner]?.dependencies.append(name)
            }
        }
    }

    /// Reads the lock at `url`.
    public init(contentsOf url: URL) throws {
        try self.init(text: try Podfile.read(url, kind: "Podfile.lock"), path: url.path)
    }

    /// `SnapKit (5.0.1):` → ("SnapKit", "5.0.1"); quotes and subspecs dropped.
    static func nameAndVersion(_ text: Substring) -> (String, String?) {
        var entry = text.trimmingCharacters(in: .whitespaces)
        if entry.hasSuffix(":") { entry.removeLast() }
        entry = entry.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        var version: String?
        if let open = entry.firstIndex(of: "("), let close = entry.lastIndex(of: ")"), open < close {
            version = String(entry[entry.index(after: open)..<close]).trimmingCharacters(in: .whitespaces)
            entry = String(entry[..<open])
        }
        let name = entry.trimmingCharacters(in: .whitespaces).split(separator: "/").first.map(String.init) ?? ""
        return (name, version)
    }
}
