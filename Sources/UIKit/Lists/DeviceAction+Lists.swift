import HeadlessCore
import Foundation

extension DeviceAction {
    /// The scrolling actions: `scroll`, `scroll-to` and `scroll-to-top`
    /// (`UIWindow+Scrolling.swift`).
    static let listDefinitions: [Definition] = [
        Definition("scroll", syntax: "<down|up|left|right> [points|page]",
                   summary: "drag the scroll view under the centre of the screen by a page (or points), lifting at rest",
                   arguments: { arguments in
                       guard (1...2).contains(arguments.count) else { return "it takes a direction and, optionally, points or page" }
                       guard UIWindow.ScrollDirection(rawValue: arguments[0]) != nil else {
                           return "\"\(arguments[0])\" is not a direction (down, up, left or right)"
                       }
                       if arguments.count == 2, arguments[1] != "page" {
                           guard let points = Double(arguments[1]), points.isFinite, points > 0 else {
                               return "\"\(arguments[1])\" is not a number of points (more than 0) or page"
                           }
                       }
                       return nil
                   },
                   unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in
                       let points = arguments.count == 2 ? Double(arguments[1]).map { CGFloat($0) } : nil
                       return device.keyWindowGesture {
                           $0.performScroll(UIWindow.ScrollDirection(rawValue: arguments[0]) ?? .down, points: points)
                       }
                   }),
        Definition("scroll-to", syntax: "<text>",
                   summary: "scroll the scroll view under the centre of the screen down until a label or button showing the text is visible",
                   arguments: Definition.oneOrMoreWords, unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in
                       device.keyWindowGesture { $0.performScrollTo(text: arguments.joined(separator: " ")) }
                   }),
        Definition("scroll-to-top", summary: "tap the status bar: the scroll view with scrollsToTop scrolls to the top",
                   unavailable: { $0.gestureUnavailable },
                   attempt: { device, _ in device.keyWindowGesture { $0.performScrollToTop() } }),
    ]
}
