@_spi(Headless) import UIKit
import HeadlessCore

/// Verifying modal presentations (and alerts, which are presented controllers) without
/// swizzling `present(_:animated:completion:)`.
extension LifecycleHarness {
    /// Every presentation so far, in the order they started.
    public var presentations: [Presentation] { presentationTracker.records }

    /// The front-most presented controller of the harness's window, if any.
    public var frontPresentedViewController: UIViewController? {
        var current = window?.rootViewController?.presentedViewController
        while let next = current?.presentedViewController, next !== current { current = next }
        return current
    }

    /// Checks that the last step presented an instance of `type`, optionally by a given
    /// presenter, with a style and animation; returns the presentation.
    ///
    /// - Parameters:
    ///   - type: the class of the presented controller.
    ///   - presenter: the controller that presents it (the one owning the presentation), or nil
    ///     for any.
    ///   - style: the resolved presentation style, or nil for any.
    ///   - animated: whether the presentation was animated, or nil for either.
    ///   - since: a ``mark()`` to search from instead of the start of the last step.
    ///   - fileID: the call site's file, for the failure; leave the default.
    ///   - filePath: the call site's path, for the failure; leave the default.
    ///   - line: the call site's line, for the failure; leave the default.
    ///   - column: the call site's column, for the failure; leave the default.
    @discardableResult
    public func expectPresented(_ type: UIViewController.Type, by presenter: UIViewController? = nil,
                                style: UIModalPresentationStyle? = nil, animated: Bool? = nil, since: Int? = nil,
                                fileID: String = #fileID, filePath: StaticString = #filePath,
                                line: UInt = #line, column: UInt = #column) -> Presentation? {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let start = since ?? lastStepStart
        let recent = presentations.filter { $0.presentedAtSequence > start }
        let className = String(describing: type)
        let candidates = recent.filter { $0.presentedClass == className }
        let presenterName = presenter?.traceName
        if let match = candidates.first(where: { candidate in
            (presenterName == nil || candidate.presenter == presenterName)
                && (style == nil || candidate.style == style) && (animated == nil || candidate.animated == animated)
        }) {
            return match
        }
        var wanted = "a \(className)"
        if let presenterName { wanted += " presented by \(presenterName)" }
        if let style { wanted += " with style .\(style)" }
        if let animated { wanted += animated ? ", animated" : ", not animated" }
        let seen = recent.isEmpty ? "nothing was presented" : "presented: " + recent.map(\.description).joined(separator: "; ")
        fail(.presentation, "Expected \(wanted) \(since == nil ? "in the last step" : "since the mark"), but \(seen).", at: site)
        return nil
    }

    /// Checks that the last step dismissed an instance of `type`; returns the presentation.
    @discardableResult
    public func expectDismissed(_ type: UIViewController.Type, since: Int? = nil,
                                fileID: String = #fileID, filePath: StaticString = #filePath,
                                line: UInt = #line, column: UInt = #column) -> Presentation? {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let start = since ?? lastStepStart
        let className = String(describing: type)
        if let match = presentations.first(where: {
            $0.presentedClass == className && ($0.dismissedAtSequence ?? 0) > start
        }) {
            return match
        }
        let open = presentations.filter { !$0.isDismissed }.map(\.presented)
        fail(.presentation, "Expected a \(className) to be dismissed \(since == nil ? "in the last step" : "since the mark"), but none was\(open.isEmpty ? "" : " (still presented: \(open.joined(separator: ", ")))").", at: site)
        return nil
    }

    /// Checks that the last step presented nothing.
    @discardableResult
    public func expectNothingPresented(since: Int? = nil,
                                       fileID: String = #fileID, filePath: StaticString = #filePath,
                                       line: UInt = #line, column: UInt = #column) -> Bool {
        let start = since ?? lastStepStart
        let recent = presentations.filter { $0.presentedAtSequence > start }
        guard !recent.isEmpty else { return true }
        fail(.presentation, "Expected nothing to be presented, but \(recent.map(\.description).joined(separator: "; ")).",
             at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
        return false
    }
}
