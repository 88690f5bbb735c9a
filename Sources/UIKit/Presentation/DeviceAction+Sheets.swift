import HeadlessCore
import Foundation

/// The device's action on sheets: `drag-sheet <medium|large|identifier>`, the user's drag of
/// the front sheet's grabber to another detent (References §50.4).
extension DeviceAction {
    /// The sheets' rows of the action table.
    static let sheetDefinitions: [Definition] = [
        Definition("drag-sheet", syntax: "<medium|large|identifier>",
                   summary: "drag the front sheet to one of its detents and let go",
                   arguments: Definition.oneWord, unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in
                       device.keyWindowGesture { $0.performSheetDrag(to: arguments[0]) }
                   }),
    ]
}

extension UIWindow {
    /// A drag of the front-most presented sheet to the detent a word names.
    func performSheetDrag(to name: String) -> String? {
        let action = "drag-sheet \(name)"
        return runtime.withCause(TraceCause(stringLiteral: action)) {
            guard let root = storedRootViewController else { return noRootMessage(action) }
            let front = root.frontmostPresented
            guard front !== root, let presentation = front.storedPresentationController else {
                return "\(action): nothing is presented in \(traceName); there is no sheet to drag."
            }
            guard let sheet = presentation as? UISheetPresentationController, presentation.shownStyle.isSheet else {
                return "\(action): \(front.traceName) is presented with style .\(presentation.shownStyle), not as a sheet."
            }
            return sheet.drag(to: UISheetPresentationController.identifier(named: name)).map { "\(action): \($0)." }
        }
    }
}
