/// How text that shrinks to fit keeps its place vertically.
public enum UIBaselineAdjustment: Int, Sendable {
    /// The baseline stays where it was.
    case alignBaselines = 0
    /// The text stays centred on where it was.
    case alignCenters = 1
    /// The text's top stays where it was.
    case none = 2
}
