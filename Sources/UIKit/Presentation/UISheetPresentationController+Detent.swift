import HeadlessCore
import Foundation

/// What a custom detent's resolver reads to compute its height (iOS 16).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest value a detent can resolve to: the large detent's height in the sheet's
    /// safe area.
    var maximumDetentValue: CGFloat { get }
}

extension UISheetPresentationController {
    /// A height where a sheet rests: the system's medium or large one, or one an app computes.
    ///
    /// Values are heights inside the sheet's safe area (the sheet's frame adds the container's
    /// bottom safe-area inset). `large()` resolves to the context's `maximumDetentValue`,
    /// `medium()` to half of it (Apple's Human Interface Guidelines: "about half the fully
    /// expanded height"), and to nothing (inactive) in a compact-height container
    /// (References §50.4).
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// The name of a detent.
        public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
            /// The name.
            public var rawValue: String
            /// Creates an identifier.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// Creates an identifier.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The system's medium detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The system's large detent.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// A resolved value meaning the detent is inactive: the sheet does not rest there.
        public static let inactive: CGFloat = -.greatestFiniteMagnitude

        /// The detent's name.
        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(identifier: Identifier, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// The system's large detent: the sheet at full height.
        public class func large() -> Self {
            Self(identifier: .large) { $0.maximumDetentValue }
        }

        /// The system's medium detent: about half the large one; inactive in compact height.
        public class func medium() -> Self {
            Self(identifier: .medium) { context in
                context.containerTraitCollection.verticalSizeClass == .compact ? nil : (context.maximumDetentValue / 2).rounded()
            }
        }

        /// A detent whose height the resolver computes from the context; nil (or
        /// ``inactive``) makes it inactive. Without an identifier, one is made up.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom-\(UUID().uuidString)"), resolver: resolver)
        }

        /// The detent's value in a context: a height in the sheet's safe area, at most the
        /// context's maximum; nil when the detent is inactive there.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite, value != Self.inactive else { return nil }
            return min(max(0, value), context.maximumDetentValue)
        }

        public override var description: String { "Detent(\(identifier.rawValue))" }
    }

    /// The context the sheet resolves its detents in.
    final class ResolutionContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
        let containerTraitCollection: UITraitCollection
        let maximumDetentValue: CGFloat

        init(containerTraitCollection: UITraitCollection, maximumDetentValue: CGFloat) {
            self.containerTraitCollection = containerTraitCollection
            self.maximumDetentValue = maximumDetentValue
            super.init()
        }
    }
}
