/// How strongly the solver holds a constraint: UIKit's `UILayoutPriority`, a number in
/// `(0, 1000]` where 1000 is *required*.
///
/// ## How priorities map to the solver's objective
///
/// - A **required** constraint (priority 1000) is hard: it holds exactly, or adding it fails
///   with ``SolverError/Kind-swift.enum/unsatisfiable``.
/// - An **optional** constraint (priority below 1000) gets error variables (one for an
///   inequality, a positive and a negative one for an equality) that measure how far it is
///   violated. The solver minimises the errors **lexicographically by priority level**, as
///   Cassowary's symbolic weights do: every distinct priority in use is a level of its own,
///   and the total error of a higher level is minimised before any lower level is
///   considered, however many lower-priority constraints there are. Priority 751 therefore
///   beats any number of constraints at 750, which a single combined weight (kiwi's
///   strong/medium/weak products) cannot guarantee. Within one level every error has weight
///   1, so the level's sum of absolute violations is minimised.
/// - Equal priorities break ties deterministically: the same constraints added in the same
///   order always give the same values.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The priority, as `UILayoutPriority.rawValue`.
    public let priority: Float

    /// A strength from a UIKit priority (`UILayoutPriority.rawValue`): 1000 is required,
    /// anything in `(0, 1000)` optional. Other values are rejected when a constraint with
    /// them is added (``SolverError/Kind-swift.enum/invalidStrength``).
    @inlinable
    public init(_ priority: Float) { self.priority = priority }

    /// Priority 1000: the constraint must hold.
    public static let required = Strength(1000)
    /// Priority 750, `UILayoutPriority.defaultHigh`.
    public static let defaultHigh = Strength(750)
    /// Priority 250, `UILayoutPriority.defaultLow`.
    public static let defaultLow = Strength(250)
    /// Priority 50, `UILayoutPriority.fittingSizeLevel`.
    public static let fittingSizeLevel = Strength(50)

    /// Whether the constraint must hold (priority 1000).
    @inlinable
    public var isRequired: Bool { priority >= 1000 }

    /// Whether the priority is one the solver accepts: finite, above 0, at most 1000.
    @inlinable
    public var isValid: Bool { priority.isFinite && priority > 0 && priority <= 1000 }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }

    public var description: String { isRequired ? "required" : "priority \(priority)" }
}
