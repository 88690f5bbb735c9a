#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Paths checked against the folder they must stay in.
///
/// `lifecycle port` reads an app's folder and project file that come from strangers, so every
/// path they give is resolved by the file system (symbolic links and `..` included) before it
/// is read, and every path the port writes is made without passing through a symbolic link.
enum ConfinedPath {
    /// Where a path listed by an app (relative to its folder) leads.
    enum Location: Equatable {
        /// A regular file or a folder inside the app's folder: `real` is its path relative to
        /// the folder with every link resolved (the file that is read), `listed` the path as
        /// listed with `.` and `..` applied (the name it is known by, for bundle paths).
        case inside(real: String, listed: String)
        /// Nothing is there (or a link that leads nowhere).
        case missing
        /// Something that is neither a regular file nor a folder (a pipe, a device…).
        case notAFile
        /// Outside the folder: `destination` is where it leads.
        case outside(destination: String)
    }

    /// The path with every symbolic link, `.` and `..` resolved by the file system, or nil when
    /// nothing is there.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A relative path with empty and `.` components dropped and each `..` taking off the
    /// component before it; nil when the path is absolute or climbs above where it starts.
    static func normalized(_ relative: String) -> String? {
        guard !relative.hasPrefix("/") else { return nil }
        var components: [Substring] = []
        for component in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                guard components.popLast() != nil else { return nil }
            default: components.append(component)
            }
        }
        return components.isEmpty ? nil : components.joined(separator: "/")
    }

    /// Whether the real path `path` is the real path `folder` or inside it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// `path` relative to `folder` (both real, `path` inside `folder`).
    static func relative(_ path: String, to folder: String) -> String {
        path == folder ? "" : String(path.dropFirst(folder == "/" ? 1 : folder.count + 1))
    }

    /// Where `listed`, a path relative to the real folder `root`, leads.
    ///
    /// Xcode projects are written on a file system that ignores letter case (APFS and HFS+ as
    /// macOS formats them), so a listed path may differ from the folder's names in case only
    /// (`../ToDoList/…` for a folder `TodoList`). A path that is missing or leads outside as
    /// written is looked up again ignoring case, component by component; it is taken only when
    /// that finds a file inside the folder.
    static func locate(_ listed: String, in root: String) -> Location {
        let written = locateAsWritten(listed, in: root)
        switch written {
        case .inside, .notAFile: return written
        case .missing, .outside:
            let absolute = listed.hasPrefix("/") ? listed : URL(fileURLWithPath: root + "/" + listed).standardizedFileURL.path
            guard let found = realPathIgnoringCase(absolute), isInside(found, root), found != root else { return written }
            return locateAsWritten(relative(found, to: root), in: root)
        }
    }

    /// ``locate(_:in:)`` with the path's letter case as written.
    private static func locateAsWritten(_ listed: String, in root: String) -> Location {
        guard let path = normalized(listed) else {
            let destination = listed.hasPrefix("/") ? listed : URL(fileURLWithPath: root + "/" + listed).standardizedFileURL.path
            return .outside(destination: destination)
        }
        guard let real = realPath(root + "/" + path) else { return .missing }
        guard isInside(real, root), real != root else { return .outside(destination: real) }
        var status = stat()
        guard stat(real, &status) == 0 else { return .missing }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG || type == S_IFDIR else { return .notAFile }
        return .inside(real: relative(real, to: root), listed: path)
    }

    /// The real path of the absolute, standardized `path` with each component that is not
    /// there as written matched, ignoring letter case, against the entries of its folder (the
    /// one entry that matches; none when two differ only in case). Nil when a component has
    /// no such match.
    static func realPathIgnoringCase(_ path: String) -> String? {
        guard path.hasPrefix("/") else { return nil }
        var current = "/"
        for component in path.split(separator: "/", omittingEmptySubsequences: true).map(String.init) {
            let candidate = current == "/" ? "/" + component : current + "/" + component
            if kind(at: candidate) != nil {
                current = candidate
                continue
            }
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: current) else { return nil }
            let folded = component.lowercased()
            let matches = entries.filter { $0.lowercased() == folded }
            guard matches.count == 1, let match = matches.first else { return nil }
            current = current == "/" ? "/" + match : current + "/" + match
        }
        return realPath(current)
    }

    /// The first entry inside the folder `folder` (real, inside `root`) that is a symbolic link
    /// leading outside `root`, relative to `root`; nil when there is none. Links are not
    /// followed into, so a link cycle ends the walk.
    static func firstEscape(inFolder folder: String, root: String) -> String? {
        guard let enumerator = FileManager.default.enumerator(at: URL(fileURLWithPath: folder),
                                                              includingPropertiesForKeys: [.isSymbolicLinkKey]) else { return nil }
        while let url = enumerator.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isSymbolicLinkKey]))?.isSymbolicLink == true else { continue }
            enumerator.skipDescendants()
            let path = url.path
            if let real = realPath(path), isInside(real, root) { continue }
            return relative(path, to: root)
        }
        return nil
    }

    /// Whether `path` leads to a folder (links followed).
    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// What is at `path` itself, a symbolic link not followed: nil when nothing is there.
    static func kind(at path: String) -> mode_t? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// A real path for `url`, which need not exist: its nearest existing ancestor resolved by
    /// the file system, then the rest of its components, which must not be `..` (a component
    /// that is not there cannot be a link, so nothing else is left to resolve). Nil when a
    /// component is a link that leads nowhere or the rest climbs with `..`.
    static func resolvedAllowingMissing(_ url: URL) -> String? {
        var existing = url.path
        var rest: [String] = []
        while realPath(existing) == nil {
            if kind(at: existing) != nil { return nil }   // a link that leads nowhere
            let component = (existing as NSString).lastPathComponent
            let parent = (existing as NSString).deletingLastPathComponent
            guard parent != existing, !parent.isEmpty else { return nil }
            if component == ".." { return nil }
            if component != "." && !component.isEmpty { rest.append(component) }
            existing = parent
        }
        guard let base = realPath(existing) else { return nil }
        return rest.reversed().reduce(base) { ($0 as NSString).appendingPathComponent($1) }
    }
}
