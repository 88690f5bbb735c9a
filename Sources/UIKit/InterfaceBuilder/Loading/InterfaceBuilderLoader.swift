import HeadlessCore
import Foundation

/// The Interface Builder side of one simulated process: the documents read so far, and the
/// nib loading of view controllers' default `loadView()`.
///
/// Each file is read, checked and its classes resolved once per process; its warnings and
/// class errors are reported the first time it is used where nothing can be thrown.
@MainActor
final class InterfaceBuilderLoader: NibLoading {
    private var documents: [String: IBDocument] = [:]
    private var missingNibs: Set<String> = []
    /// The class lookup's registered modules and found classes, for this process.
    let classLookupState = InterfaceBuilderClassLookup.State()

    /// The loader of the current process.
    static var current: InterfaceBuilderLoader {
        let runtime = HeadlessRuntime.current
        if let loader = runtime.nibLoading as? InterfaceBuilderLoader { return loader }
        let loader = InterfaceBuilderLoader()
        runtime.nibLoading = loader
        return loader
    }

    /// The document at a URL, read and checked once.
    func document(at url: URL, bundle: Bundle?) throws -> IBDocument {
        let key = url.standardizedFileURL.path
        if let document = documents[key] { return document }
        let document = try IBDocument.parse(IBResourceLocator.read(url), fileName: url.lastPathComponent)
        InterfaceBuilderClassLookup.register(resourceBundle: bundle)
        document.classErrors = IBClassMapping.resolveClasses(in: document)
        documents[key] = document
        return document
    }

    /// A document from bytes (`UINib(data:bundle:)`), read and checked each time.
    func document(data: Data, name: String, bundle: Bundle?) throws -> IBDocument {
        let document = try IBDocument.parse(data, fileName: name)
        InterfaceBuilderClassLookup.register(resourceBundle: bundle)
        document.classErrors = IBClassMapping.resolveClasses(in: document)
        return document
    }

    /// Reports a document's warnings and class errors once.
    func reportProblems(of document: IBDocument) {
        guard !document.problemsReported else { return }
        document.problemsReported = true
        for problem in document.warnings + document.classErrors {
            HeadlessRuntime.current.report(problem)
        }
    }

    // MARK: NibLoading

    /// Loads the nib of a view controller in its default `loadView()` (VC-2, VC-8).
    ///
    /// The nib is the one named in `init(nibName:bundle:)`; with nil, a nib named after the
    /// class without its `Controller` suffix (`MyView` for `MyViewController`), then after the
    /// class (`MyViewController`), as UIKit looks them up. A named nib that cannot be found or
    /// read is reported; a class-named one that is absent is not. A controller that overrides
    /// `loadView()` without calling `super` never gets here (VC-10). One that calls
    /// `super.loadView()` does, following Apple's documentation; seed 000 reports a blank
    /// screen in that case, which this runtime does not reproduce.
    func loadNibView(for controller: UIViewController) -> Bool {
        let runtime = HeadlessRuntime.current
        let bundle = controller.nibBundle ?? .main
        let url: URL
        if let name = controller.nibName {
            switch IBResourceLocator.locate(name, .nib, in: bundle) {
            case .success(let found): url = found
            case .failure(let error):
                runtime.report(InterfaceBuilderError(error.code, file: error.file, line: error.line, objectID: error.objectID,
                                                     message: "\(controller.traceName) could not load its nib: \(error.message)"),
                               about: controller)
                return false
            }
        } else {
            guard let found = classNamedNib(for: controller, in: bundle) else { return false }
            url = found
            controller.storedNibName = found.deletingPathExtension().lastPathComponent
        }
        let document: IBDocument
        do {
            document = try self.document(at: url, bundle: bundle)
        } catch let error as InterfaceBuilderError {
            runtime.report(error, about: controller)
            return false
        } catch {
            return false
        }
        reportProblems(of: document)
        let nib = UINib(document: document, bundle: bundle)
        _ = nib.instantiate(withOwner: controller, options: nil)
        guard controller.isViewLoaded else {
            runtime.report(document.error(.unknownDestination, at: nil, line: document.line,
                                          "\(controller.traceName) loaded the \"\(url.deletingPathExtension().lastPathComponent)\" nib but the view outlet was not set. Connect File's Owner's view outlet to the nib's view (and set File's Owner's class to \(controller.traceClassName)). A plain UIView is used."),
                           about: controller)
            return false
        }
        return true
    }

    private func classNamedNib(for controller: UIViewController, in bundle: Bundle) -> URL? {
        // The framework's own controllers (a navigation or tab bar controller, a plain
        // UIViewController) build their views in code, as UIKit's do: no nib is looked for,
        // which spares every launch a search of the bundle's folders.
        guard !FrameworkClasses.contains(type(of: controller)) else { return nil }
        let className = controller.traceClassName
        var names: [String] = []
        if className.hasSuffix("Controller") { names.append(String(className.dropLast("Controller".count))) }
        names.append(className)
        for name in names {
            let key = "\(bundle.bundlePath)|\(name)"
            if missingNibs.contains(key) { continue }
            if case .success(let url) = IBResourceLocator.locate(name, .nib, in: bundle) { return url }
            missingNibs.insert(key)
        }
        return nil
    }
}
