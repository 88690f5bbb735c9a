import HeadlessCore
import Foundation

/// What a document picker does with the documents picked.
public enum UIDocumentPickerMode: UInt, Sendable {
    /// Copies them into the app.
    case `import` = 0
    /// Opens them where they are.
    case open = 1
    /// Exports the given documents to a place the person picks.
    case exportToService = 2
    /// Moves the given documents to a place the person picks.
    case moveToService = 3
}

/// The system's interface for picking documents, which the simulated device answers with
/// `pick-document <path> [<path>…]` or `cancel-picker` / `tap Cancel` (References §56.2).
///
/// The picker dismisses itself and then tells its delegate: `documentPicker(_:didPickDocumentsAt:)`
/// with file URLs of the paths, or `documentPickerWasCancelled(_:)`. iOS 14's
/// `init(forOpeningContentTypes:asCopy:)` is not offered: its `UTType` (UniformTypeIdentifiers)
/// does not exist on Linux; the `documentTypes` initializer takes the same types as strings.
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
    /// The object told what the person picked.
    open weak var delegate: (any UIDocumentPickerDelegate)?
    /// What the picker does with the documents.
    public let documentPickerMode: UIDocumentPickerMode
    /// The types of documents that can be picked (uniform type identifiers).
    let documentTypes: [String]
    /// The documents given to export or move.
    let givenURLs: [URL]
    /// Whether the person may pick several documents. Default false.
    open var allowsMultipleSelection = false
    /// Whether file extensions show. Default false.
    open var shouldShowFileExtensions = false
    /// The folder the picker opens at, or nil.
    open var directoryURL: URL?

    /// Creates a picker of documents of the given types.
    public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        documentPickerMode = mode
        documentTypes = allowedUTIs
        givenURLs = []
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a picker that exports or moves one document.
    public convenience init(url: URL, in mode: UIDocumentPickerMode) {
        self.init(urls: [url], in: mode)
    }

    /// Creates a picker that exports or moves documents.
    public init(urls: [URL], in mode: UIDocumentPickerMode) {
        documentPickerMode = mode
        documentTypes = []
        givenURLs = urls
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a picker from an archive.
    public required init?(coder: NSCoder) {
        documentPickerMode = .import
        documentTypes = []
        givenURLs = []
        super.init(coder: coder)
    }

    open override func loadView() {
        view = SystemPickerChrome.makeView(title: "Browse", cancelTitle: "Cancel") { [weak self] in self?.answerCancel() }
    }
}

extension UIDocumentPickerViewController: DevicePickerAnswering {
    package var pickActionName: String { "pick-document" }
    package var pickActionSyntax: String { "<path> [<path>…] (quote a path with spaces)" }

    /// `pick-document <path> [<path>…]` (a path with spaces quoted): each named file must exist (several only with
    /// ``allowsMultipleSelection``); the picker is dismissed, then the delegate hears
    /// `documentPicker(_:didPickDocumentsAt:)` with their file URLs. Exporting or moving
    /// pickers pick a folder: the URLs are the given documents' names in it.
    package func answerPick(_ arguments: [String]) -> String? {
        let paths = arguments.filter { !$0.isEmpty }
        guard !paths.isEmpty else { return "pick-document: name the file to pick (a path)." }
        guard paths.count == 1 || allowsMultipleSelection else {
            return "pick-document: \(traceName) picks one document (allowsMultipleSelection is false); name one path."
        }
        var isFolder: ObjCBool = false
        for path in paths where !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            return "pick-document \(path): there is no file or folder at that path."
        }
        let urls: [URL]
        switch documentPickerMode {
        case .import, .open:
            urls = paths.map { URL(fileURLWithPath: $0) }
        case .exportToService, .moveToService:
            let folder = URL(fileURLWithPath: paths[0], isDirectory: true)
            urls = givenURLs.map { folder.appendingPathComponent($0.lastPathComponent) }
        }
        dismissBySystem { [weak self] in
            guard let self, let delegate = self.delegate else { return }
            self.runtime.deliver(toDelegate: delegate, .documentPickerDidPick, [self.traceName] + urls.map(\.lastPathComponent)) {
                delegate.documentPicker(self, didPickDocumentsAt: urls)
            }
        }
        return nil
    }

    /// The Cancel button: the picker is dismissed, then the delegate hears
    /// `documentPickerWasCancelled(_:)`.
    package func answerCancel() {
        dismissBySystem { [weak self] in
            guard let self, let delegate = self.delegate else { return }
            self.runtime.deliver(toDelegate: delegate, .documentPickerWasCancelled, [self.traceName]) {
                delegate.documentPickerWasCancelled(self)
            }
        }
    }
}
