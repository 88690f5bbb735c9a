/// A type that gives Xcode's canvas views to preview. Nothing shows previews here; the type
/// exists so that code kept for previews (often inside `#if DEBUG`) compiles.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms a preview can run on.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS
}
