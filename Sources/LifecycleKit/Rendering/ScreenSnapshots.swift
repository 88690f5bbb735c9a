import Foundation
import HeadlessCore

/// Writes the screens of a document as pictures: one SVG file per step, numbered in order
/// (`01-launch.svg`, `02-rotate-landscape-left.svg`), sections after one another.
public enum ScreenSnapshots {
    /// The file names the screens get, in order.
    public static func fileNames(_ document: TraceDocument) -> [String] {
        var names: [String] = []
        var index = 0
        for section in document.sections {
            for screen in section.screens {
                index += 1
                names.append(String(format: "%02d-", index) + slug(screen.step) + ".svg")
            }
        }
        return names
    }

    /// Writes every screen's wireframe into `folder`, creating it if needed.
    public static func write(_ document: TraceDocument, to folder: String) throws {
        let url = URL(fileURLWithPath: folder, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let screens = document.sections.flatMap { section in section.screens.map { (section.id, $0) } }
        for ((sectionID, screen), name) in zip(screens, fileNames(document)) {
            let svg = screen.wireframe.svg(scale: 1, title: "\(sectionID): after \(screen.step)")
            try Data(svg.utf8).write(to: url.appendingPathComponent(name))
        }
    }

    /// A step as a file-name part: letters and digits kept, anything else one hyphen.
    static func slug(_ text: String) -> String {
        var result = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII && CharacterSet.alphanumerics.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else if !result.isEmpty && !result.hasSuffix("-") {
                result += "-"
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return String((result.isEmpty ? "step" : result).prefix(60))
    }
}
