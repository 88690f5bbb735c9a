import HeadlessCore

/// The standard edit actions of `UIResponderStandardEditActions` (`cut:`, `copy:`, `paste:`,
/// `selectAll:`, …), which `UIResponder` declares and a subclass overrides.
///
/// iOS asks Objective-C whether a responder's class implements the selector; here the answer
/// comes from the class's virtual-method table (``OverrideDetection``), as for `draw(_:)`: a
/// responder performs `selectAll:` when its class (or a superclass below `UIResponder`)
/// overrides `selectAll(_:)`, so a key command or menu command with that action reaches it
/// through `target(forAction:withSender:)` without a selector table (References §55.3).
@MainActor
enum StandardEditAction: CaseIterable {
    case cut
    case copy
    case paste
    case select
    case selectAll
    case delete
    case makeTextWritingDirectionLeftToRight
    case makeTextWritingDirectionRightToLeft
    case toggleBoldface
    case toggleItalics
    case toggleUnderline
    case increaseSize
    case decreaseSize

    /// The action a selector names, or nil for another selector.
    init?(_ selector: Selector) {
        guard let found = Self.allCases.first(where: { $0.selector == selector }) else { return nil }
        self = found
    }

    /// `selectAll:`.
    var selector: Selector { Selector("\(self):") }

    /// A subclass that overrides nothing, to tell the entries every subclass gets apart.
    private final class PlainProbe: UIResponder {}
    private final class CutProbe: UIResponder { override func cut(_ sender: Any?) {} }
    private final class CopyProbe: UIResponder { override func copy(_ sender: Any?) {} }
    private final class PasteProbe: UIResponder { override func paste(_ sender: Any?) {} }
    private final class SelectProbe: UIResponder { override func select(_ sender: Any?) {} }
    private final class SelectAllProbe: UIResponder { override func selectAll(_ sender: Any?) {} }
    private final class DeleteProbe: UIResponder { override func delete(_ sender: Any?) {} }
    private final class MakeTextWritingDirectionLeftToRightProbe: UIResponder { override func makeTextWritingDirectionLeftToRight(_ sender: Any?) {} }
    private final class MakeTextWritingDirectionRightToLeftProbe: UIResponder { override func makeTextWritingDirectionRightToLeft(_ sender: Any?) {} }
    private final class ToggleBoldfaceProbe: UIResponder { override func toggleBoldface(_ sender: Any?) {} }
    private final class ToggleItalicsProbe: UIResponder { override func toggleItalics(_ sender: Any?) {} }
    private final class ToggleUnderlineProbe: UIResponder { override func toggleUnderline(_ sender: Any?) {} }
    private final class IncreaseSizeProbe: UIResponder { override func increaseSize(_ sender: Any?) {} }
    private final class DecreaseSizeProbe: UIResponder { override func decreaseSize(_ sender: Any?) {} }

    /// Each action's slot, found once.
    private static var slots: [Int: OverrideDetection.Slot?] = [:]
    /// Each class's answer for each action, found once.
    private static var known: [Known: Bool] = [:]

    private struct Known: Hashable {
        let type: ObjectIdentifier
        let action: StandardEditAction
    }

    private static func slot(probe: AnyClass, index: Int) -> OverrideDetection.Slot? {
        if let cached = slots[index] { return cached }
        let found = OverrideDetection.Slot(base: UIResponder.self, plainProbe: PlainProbe.self, overridingProbe: probe)
        slots[index] = found
        return found
    }

    /// The method's entry in UIResponder's virtual-method table, or nil where it cannot be read.
    private var slot: OverrideDetection.Slot? {
        switch self {
        case .cut: Self.slot(probe: CutProbe.self, index: 0)
        case .copy: Self.slot(probe: CopyProbe.self, index: 1)
        case .paste: Self.slot(probe: PasteProbe.self, index: 2)
        case .select: Self.slot(probe: SelectProbe.self, index: 3)
        case .selectAll: Self.slot(probe: SelectAllProbe.self, index: 4)
        case .delete: Self.slot(probe: DeleteProbe.self, index: 5)
        case .makeTextWritingDirectionLeftToRight: Self.slot(probe: MakeTextWritingDirectionLeftToRightProbe.self, index: 6)
        case .makeTextWritingDirectionRightToLeft: Self.slot(probe: MakeTextWritingDirectionRightToLeftProbe.self, index: 7)
        case .toggleBoldface: Self.slot(probe: ToggleBoldfaceProbe.self, index: 8)
        case .toggleItalics: Self.slot(probe: ToggleItalicsProbe.self, index: 9)
        case .toggleUnderline: Self.slot(probe: ToggleUnderlineProbe.self, index: 10)
        case .increaseSize: Self.slot(probe: IncreaseSizeProbe.self, index: 11)
        case .decreaseSize: Self.slot(probe: DecreaseSizeProbe.self, index: 12)
        }
    }

    /// Whether the responder's class overrides the method. Where the table cannot be read,
    /// no class is taken to (the selector tables still answer for `@objc` methods).
    func isImplemented(by responder: UIResponder) -> Bool {
        let type: AnyClass = Swift.type(of: responder)
        let key = Known(type: ObjectIdentifier(type), action: self)
        if let answer = Self.known[key] { return answer }
        let answer = slot?.isOverridden(by: type) ?? false
        Self.known[key] = answer
        return answer
    }

    /// Calls the responder's method.
    func perform(on responder: UIResponder, sender: Any?) {
        switch self {
        case .cut: responder.cut(sender)
        case .copy: responder.copy(sender)
        case .paste: responder.paste(sender)
        case .select: responder.select(sender)
        case .selectAll: responder.selectAll(sender)
        case .delete: responder.delete(sender)
        case .makeTextWritingDirectionLeftToRight: responder.makeTextWritingDirectionLeftToRight(sender)
        case .makeTextWritingDirectionRightToLeft: responder.makeTextWritingDirectionRightToLeft(sender)
        case .toggleBoldface: responder.toggleBoldface(sender)
        case .toggleItalics: responder.toggleItalics(sender)
        case .toggleUnderline: responder.toggleUnderline(sender)
        case .increaseSize: responder.increaseSize(sender)
        case .decreaseSize: responder.decreaseSize(sender)
        }
    }
}
