import Foundation

/// A control that runs an action when tapped: rendered as a `UIButton` whose touch-up-inside
/// runs `action` (References §59.3).
nonisolated public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(of: Self.self) }
}

extension Button where Label == Text {
    /// A button titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button titled with a string shown as given.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}
