import HeadlessCore
import Foundation

/// Reads the `<color>` elements of Interface Builder files.
///
/// A colour is written with components (`red green blue alpha`, or `white alpha`), as a
/// reference to a system colour (`systemColor="systemBackgroundColor"`, resolved through the
/// file's `<resources>`), as a named asset colour (`name="AccentColor"`), or in the older
/// `cocoaTouchSystemColor` form. Components are taken as sRGB whatever the colour space.
enum IBColorParser {
    /// The colours a file's `<resources>` defines, by name.
    static func resourceColors(_ resources: IBElement) -> [String: UIColor] {
        var colors: [String: UIColor] = [:]
        for resource in resources.children where resource.name == "systemColor" || resource.name == "namedColor" {
            guard let name = resource["name"], let element = resource.child("color"),
                  let color = components(element) else { continue }
            colors[name] = color
        }
        return colors
    }

    /// The colour an element describes, or nil (with the reason) when it cannot be resolved.
    static func color(_ element: IBElement, resources: [String: UIColor]) -> Result<UIColor, ColorProblem> {
        if let name = element["systemColor"] {
            if let color = resources[name] ?? systemColors[name] { return .success(color) }
            return .failure(.unknownName(name))
        }
        if let name = element["name"] {
            if let color = resources[name] ?? systemColors[name] { return .success(color) }
            return .failure(.unknownName(name))
        }
        if let name = element["xcode11CocoaTouchSystemColor"] ?? element["cocoaTouchSystemColor"] {
            if let color = systemColors[name] ?? resources[name] { return .success(color) }
            return .failure(.unknownName(name))
        }
        if let color = components(element) { return .success(color) }
        return .failure(.noComponents)
    }

    /// Why a colour could not be read.
    enum ColorProblem: Error {
        case unknownName(String)
        case noComponents
    }

    private static func components(_ element: IBElement) -> UIColor? {
        let alpha = clamp(element.number("alpha") ?? 1)
        if let white = element.number("white") {
            return UIColor(white: clamp(white), alpha: alpha)
        }
        guard let red = element.number("red"), let green = element.number("green"), let blue = element.number("blue") else {
            return nil
        }
        return UIColor(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: alpha)
    }

    private static func clamp(_ value: Double) -> CGFloat { CGFloat(min(max(value, 0), 1)) }

    /// The system colours (light appearance) that files name without defining.
    static let systemColors: [String: UIColor] = [
        "systemBackgroundColor": .white, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "labelColor": .black, "systemBlueColor": .systemBlue, "systemRedColor": .systemRed,
        "systemGreenColor": .systemGreen, "whiteColor": .white, "blackColor": .black, "clearColor": .clear,
        "darkTextColor": .black, "lightTextColor": UIColor(white: 1, alpha: 0.6),
        "groupTableViewBackgroundColor": .secondarySystemBackground, "tableCellGroupedBackgroundColor": .white,
        "systemGray6Color": UIColor(red: 0.949, green: 0.949, blue: 0.969, alpha: 1),
        "secondaryLabelColor": UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6),
        "tintColor": .systemBlue, "AccentColor": .systemBlue,
    ]
}
