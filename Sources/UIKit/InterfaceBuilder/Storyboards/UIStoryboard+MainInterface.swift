import HeadlessCore
import Foundation

/// The storyboard an app's Info.plist names for its main interface.
extension UIStoryboard {
    /// Instantiates the initial view controller of the storyboard named by
    /// `UIMainStoryboardFile` (or a scene's `UISceneStoryboardFile`), for the launch.
    ///
    /// Problems are reported, with UIKit's wording where it has one, and nil is returned: a
    /// storyboard that cannot be found or read, one without an initial view controller
    /// ("Failed to instantiate the default view controller for UIMainStoryboardFile 'Main' -
    /// perhaps the designated entry point is not set?").
    static func instantiateMainInterface(named name: String, bundle: Bundle?, infoKey: String = "UIMainStoryboardFile") -> UIViewController? {
        let storyboard = UIStoryboard(name: name, bundle: bundle)
        guard let document = storyboard.document else { return nil }
        guard document.initialViewControllerID != nil else {
            HeadlessRuntime.current.report(InterfaceBuilderError(.missingInitialViewController, file: document.fileName, line: document.line,
                                                                 message: "Failed to instantiate the default view controller for \(infoKey) '\(name)' - perhaps the designated entry point is not set? Check \"Is Initial View Controller\" on the entry view controller."))
            return nil
        }
        return storyboard.instantiateInitialViewController()
    }
}
