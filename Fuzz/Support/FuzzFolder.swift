import Foundation

/// A folder that a fuzz input describes, written to a fresh temporary directory for one run
/// and removed after it (links are removed, never followed).
///
/// The input is a list of lines (file contents are kept as bytes, so images fit), one record a
/// line group:
/// - `F path` starts a file; the lines that follow, up to a line `--`, are its contents;
/// - `L path target` makes a symbolic link (the target may be anything: relative, absolute,
///   outside the folder; the readers under test must refuse what leaves it);
/// - `D path` makes a folder;
/// - any other line is given to the target as a parameter (a name to look up).
///
/// Paths are relative, their components neither empty, `.` nor `..`, at most 8 deep; at most 64
/// records are written and each file holds at most 64 KiB, so one input costs little disk.
struct FuzzFolder {
    /// The folder's URL.
    let root: URL
    /// The lines that were not records.
    var parameters: [String] = []

    static let maximumRecords = 64
    static let maximumDepth = 8
    static let maximumFileSize = 64 << 10

    /// Writes the folder `input` describes inside a new temporary directory, at `name`.
    init?(_ input: UnsafeBufferPointer<UInt8>, name: String) {
        let base = FileManager.default.temporaryDirectory
            .appendingPathComponent("fuzz-folder-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0 ... .max))")
        root = base.appendingPathComponent(name)
        guard (try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)) != nil else { return nil }
        var lines = input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
        var records = 0
        while let bytes = lines.popFirst() {
            let line = Substring(decoding: bytes, as: UTF8.self)
            if line.hasPrefix("F "), let path = Self.relativePath(line.dropFirst(2)) {
                var body = Data()
                var first = true
                while let next = lines.popFirst(), !next.elementsEqual("--".utf8) {
                    if body.count < Self.maximumFileSize {
                        if !first { body.append(UInt8(ascii: "\n")) }
                        body.append(contentsOf: next.prefix(Self.maximumFileSize - body.count))
                    }
                    first = false
                }
                guard records < Self.maximumRecords else { continue }
                records += 1
                let data = body.prefix(Self.maximumFileSize)
                let url = root.appendingPathComponent(path)
                try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                FileManager.default.createFile(atPath: url.path, contents: data)
            } else if line.hasPrefix("L ") {
                let parts = line.dropFirst(2).split(separator: " ", maxSplits: 1)
                guard parts.count == 2, let path = Self.relativePath(parts[0]), records < Self.maximumRecords else { continue }
                records += 1
                let url = root.appendingPathComponent(path)
                try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: String(parts[1]))
            } else if line.hasPrefix("D "), let path = Self.relativePath(line.dropFirst(2)) {
                guard records < Self.maximumRecords else { continue }
                records += 1
                try? FileManager.default.createDirectory(at: root.appendingPathComponent(path), withIntermediateDirectories: true)
            } else if !line.isEmpty, parameters.count < Self.maximumRecords {
                parameters.append(String(line))
            }
        }
    }

    /// Whether `url`, its symbolic links resolved, is the folder or inside it: the invariant the
    /// folder targets check of whatever a reader found or planned.
    func contains(_ url: URL) -> Bool {
        let base = root.resolvingSymlinksInPath().path
        let real = url.resolvingSymlinksInPath().path
        return real == base || real.hasPrefix(base + "/")
    }

    /// Removes the folder (and the temporary directory around it).
    func remove() {
        try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
    }

    /// `path` when it is a relative path this format accepts.
    static func relativePath(_ path: Substring) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !components.isEmpty, components.count <= maximumDepth,
              components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("\0") }) else { return nil }
        return String(path)
    }
}
