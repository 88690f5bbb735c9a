import HeadlessCore
import Foundation

/// A storyboard's scenes, from which view controllers are created.
///
/// `UIStoryboard(name:bundle:)` reads `NAME.storyboard` from a bundle's resources (the XML
/// file Xcode edits). Creating a view controller runs its `init(coder:)` then its
/// `awakeFromNib()`; its view is decoded later, when it is loaded (VC-1). A storyboard that
/// cannot be read is reported, and instantiates nothing; `load(name:bundle:requiresInitialViewController:)`
/// throws the problem instead.
///
/// The app layer uses it for `UIMainStoryboardFile`: load the storyboard, instantiate its
/// initial view controller, and make it the window's root.
@preconcurrency @MainActor
open class UIStoryboard {
    let document: IBDocument?
    let bundle: Bundle?
    /// The storyboard's name, without extension.
    let name: String

    init(document: IBDocument?, bundle: Bundle?, name: String) {
        self.document = document
        self.bundle = bundle
        self.name = name
    }

    /// Reads the storyboard named `name` from a bundle (the main bundle when nil).
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        do {
            let storyboard = try Self.read(name: name, bundle: storyboardBundleOrNil)
            if let document = storyboard.document { InterfaceBuilderLoader.current.reportProblems(of: document) }
            self.init(document: storyboard.document, bundle: storyboard.bundle, name: name)
        } catch {
            HeadlessRuntime.current.report(error as? InterfaceBuilderError
                ?? InterfaceBuilderError(.fileNotFound, file: "\(name).storyboard", message: "\(error)"))
            self.init(document: nil, bundle: storyboardBundleOrNil, name: name)
        }
    }

    private static func read(name: String, bundle: Bundle?) throws -> UIStoryboard {
        let bundle = bundle ?? .appMain
        let url = try IBResourceLocator.locate(name, .storyboard, in: bundle).get()
        return try read(contentsOf: url, bundle: bundle)
    }

    private static func read(contentsOf url: URL, bundle: Bundle?) throws -> UIStoryboard {
        let document = try InterfaceBuilderLoader.current.document(at: url, bundle: bundle)
        guard document.kind == .storyboard else {
            throw InterfaceBuilderError(.unsupportedDocument, file: document.fileName, line: document.line,
                                        message: "the file is a xib, not a storyboard; load it with UINib(nibName:bundle:).")
        }
        return UIStoryboard(document: document, bundle: bundle, name: url.deletingPathExtension().lastPathComponent)
    }

    /// Reads and checks the storyboard named `name`, throwing its first problem: not found,
    /// compiled, malformed, hostile, a dangling connection, a containment cycle, a class that
    /// cannot be found, or, when `requiresInitialViewController` is true (as for
    /// `UIMainStoryboardFile`), no initial view controller.
    @_spi(Headless) public static func load(name: String, bundle: Bundle?, requiresInitialViewController: Bool = false) throws -> UIStoryboard {
        let storyboard = try read(name: name, bundle: bundle)
        try storyboard.check(requiresInitialViewController: requiresInitialViewController)
        return storyboard
    }

    /// Reads and checks a storyboard file, throwing its first problem.
    @_spi(Headless) public static func load(contentsOf url: URL, bundle: Bundle? = nil, requiresInitialViewController: Bool = false) throws -> UIStoryboard {
        let storyboard = try read(contentsOf: url, bundle: bundle)
        try storyboard.check(requiresInitialViewController: requiresInitialViewController)
        return storyboard
    }

    private func check(requiresInitialViewController: Bool) throws {
        guard let document else { return }
        if let error = document.classErrors.first { throw error }
        if requiresInitialViewController && document.initialViewControllerID == nil {
            throw missingInitialViewController(document)
        }
    }

    private func missingInitialViewController(_ document: IBDocument) -> InterfaceBuilderError {
        InterfaceBuilderError(.missingInitialViewController, file: document.fileName, line: document.line,
                              message: "the storyboard has no initial view controller (no initialViewController attribute), so instantiateInitialViewController() returns nil. Select the entry view controller and check \"Is Initial View Controller\" in the Attributes inspector.")
    }

    // MARK: Instantiating

    /// Creates the initial view controller, or returns nil (reported) when there is none.
    open func instantiateInitialViewController() -> UIViewController? {
        instantiateInitial(creator: nil)
    }

    /// Creates the initial view controller as a type, with an optional block that calls its
    /// `init(coder:)` (a block that returns nil leaves it to `init(coder:)`); nil when there
    /// is none, or when it is not of that type (reported).
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        let made = instantiateInitial(creator: block.map { block in { block($0) } })
        if let made, !(made is ViewController) {
            reportTypeMismatch(made, expected: ViewController.self)
        }
        return made as? ViewController
    }

    /// Creates the view controller with a storyboard identifier.
    ///
    /// An identifier that no scene has is reported (UIKit raises) and a plain
    /// `UIViewController` is returned.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiate(identifier: identifier, creator: nil)
    }

    /// Creates the view controller with a storyboard identifier as a type, with an optional
    /// block that calls its `init(coder:)`.
    ///
    /// When the scene's controller is not of that type, the mismatch is reported (UIKit
    /// raises) and the result is nil, which the implicitly unwrapped type lets the caller test.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController! {
        let made = instantiate(identifier: identifier, creator: block.map { block in { block($0) } })
        if let typed = made as? ViewController { return typed }
        reportTypeMismatch(made, expected: ViewController.self)
        return nil
    }

    private func reportTypeMismatch(_ made: UIViewController, expected: UIViewController.Type) {
        HeadlessRuntime.current.report(.error, .interfaceBuilderWrongClass,
                                       "\(name).storyboard: the scene's view controller is a \(made.traceClassName), not a \(expected). Set the scene's Custom Class, or ask for the class the scene has.",
                                       about: made)
    }

    private func instantiateInitial(creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        guard let document else { return nil }
        guard let id = document.initialViewControllerID, let object = document.objectsByID[id] else {
            HeadlessRuntime.current.report(missingInitialViewController(document))
            return nil
        }
        return instantiate(object, creator: creator)
    }

    private func instantiate(identifier: String, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController {
        if let document, let object = document.controller(withStoryboardIdentifier: identifier) {
            return instantiate(object, creator: creator) ?? UIViewController(nibName: nil, bundle: nil)
        }
        if let document {
            HeadlessRuntime.current.report(InterfaceBuilderError(.unknownIdentifier, file: document.fileName,
                                                                 message: "Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)'. Set the Storyboard ID in the Identity inspector. A plain UIViewController was returned."))
        }
        return UIViewController(nibName: nil, bundle: nil)
    }

    /// The deepest nesting of scene instantiations and archived view loads (a scene whose
    /// relationships or embeds instantiate others); bounded by ``IBNestingGuard`` so that
    /// storyboards whose references lead back to each other stop with an error instead of
    /// overflowing the stack.
    static let maximumNesting = 64

    /// Creates a scene's view controller (following a storyboard reference).
    func instantiate(_ object: IBObject, creator: ((NSCoder) -> UIViewController?)? = nil) -> UIViewController? {
        guard let document else { return nil }
        guard IBNestingGuard.enter(object, of: document, doing: "instantiating") else { return nil }
        defer { IBNestingGuard.leave() }
        if object.role == .storyboardReference {
            return instantiateReference(object, creator: creator)
        }
        return IBInstantiation.instantiateScene(object, document: document, storyboard: self, bundle: bundle, creator: creator)
    }

    private func instantiateReference(_ object: IBObject, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        let target = object["storyboardName"].map { UIStoryboard(name: $0, bundle: bundle) } ?? self
        if let identifier = object["referencedIdentifier"] {
            return target.instantiate(identifier: identifier, creator: creator)
        }
        return target.instantiateInitial(creator: creator)
    }
}
