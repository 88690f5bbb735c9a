import Foundation
import UIKit

/// What the test apps' own code saw, in order: each overridden callback, control action or
/// recognizer appends a line, as the seeds' demo apps print theirs.
@MainActor
public enum Journal {
    public static var entries: [String] = []

    public static func log(_ entry: String) { entries.append(entry) }

    /// Logs each notification of `names`, as `prefix` followed by its name, until the returned
    /// observers are removed from the notification center.
    public static func observe(prefix: String = "", _ names: [Notification.Name]) -> [NSObjectProtocol] {
        names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let posted = note.name.rawValue
                MainActor.assumeIsolated { log(prefix + posted) }
            }
        }
    }

    /// The entries logged while `body` ran.
    public static func during(_ body: () throws -> Void) rethrows -> [String] {
        let start = entries.count
        try body()
        return Array(entries[start...])
    }
}
