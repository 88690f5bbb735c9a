import HeadlessCore
import Foundation

/// A parsed Interface Builder document: a storyboard's scenes or a xib's objects, every
/// object by id, and the resources (named and system colours).
final class IBDocument {
    /// Which of the two formats the file is in.
    enum Kind {
        /// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`.
        case storyboard
        /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB`.
        case xib
    }

    /// The storyboard's document type.
    static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    /// The xib's document type.
    static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"

    /// The file's name, such as `Main.storyboard`, for messages.
    let fileName: String
    /// The format.
    let kind: Kind
    /// The line of the root element.
    let line: Int
    /// The id of the initial view controller, if the storyboard has one.
    let initialViewControllerID: String?
    /// The storyboard's scenes, in file order.
    var scenes: [IBScene] = []
    /// The xib's objects (placeholders included), in file order.
    var topLevelObjects: [IBObject] = []
    /// Every object by id.
    var objectsByID: [String: IBObject] = [:]
    /// Named colours (`namedColor`) and system colours (`systemColor`) from `<resources>`.
    var colors: [String: UIColor] = [:]
    /// The sizes of the images the file names, from `<resources>`.
    var imageSizes: [String: CGSize] = [:]
    /// Problems with custom classes found when the classes were resolved.
    var classErrors: [InterfaceBuilderError] = []
    /// The custom `UIStoryboardSegue` subclasses of segues, by connection id, once resolved.
    var segueClasses: [String: AnyClass] = [:]
    /// Whether the warnings and class errors were reported already.
    var problemsReported = false
    /// Problems that do not stop loading (unsupported elements), reported when it loads.
    var warnings: [InterfaceBuilderError] = []

    init(fileName: String, kind: Kind, line: Int, initialViewControllerID: String?) {
        self.fileName = fileName
        self.kind = kind
        self.line = line
        self.initialViewControllerID = initialViewControllerID
    }

    /// Reads and checks a document from its bytes.
    static func parse(_ data: Data, fileName: String) throws -> IBDocument {
        let root = try IBXMLReader.read(data, fileName: fileName)
        var builder = IBDocumentBuilder(fileName: fileName)
        let document = try builder.build(root)
        try document.validate()
        return document
    }

    /// The scene that holds an object.
    func scene(containing object: IBObject) -> IBScene? {
        var top = object
        while let parent = top.parent { top = parent }
        return scenes.first { scene in scene.objects.contains(identicalTo: top) }
    }

    /// The view controller with a storyboard identifier.
    func controller(withStoryboardIdentifier identifier: String) -> IBObject? {
        scenes.lazy.compactMap(\.controller).first { $0["storyboardIdentifier"] == identifier }
    }

    /// An error located at an object of this file.
    func error(_ code: InterfaceBuilderError.Code, at object: IBObject?, line: Int? = nil, _ message: String) -> InterfaceBuilderError {
        InterfaceBuilderError(code, file: fileName, line: line ?? object?.line, objectID: object?.id, message: message)
    }
}

/// A storyboard scene: its view controller and the placeholders around it.
struct IBScene {
    /// The scene's id.
    let id: String
    /// The scene's objects, in file order.
    let objects: [IBObject]

    /// The scene's view controller (or storyboard reference).
    var controller: IBObject? {
        objects.first { $0.role == .controller || $0.role == .storyboardReference }
    }
}
