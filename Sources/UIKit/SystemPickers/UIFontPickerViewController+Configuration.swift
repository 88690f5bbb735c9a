import HeadlessCore
import Foundation

extension UIFontPickerViewController {
    /// What a font picker lists and how.
    @preconcurrency @MainActor
    open class Configuration: NSObject {
        /// Whether each face is listed, not only each family. Default false.
        open var includeFaces = false
        /// Whether the names are shown in the system font rather than in their own. Default false.
        open var displayUsingSystemFont = false
        /// The traits a listed font must have (italic, bold, monospace; a class such as
        /// `.classModernSerifs` is kept but not checked: the engine's font list has no classes).
        open var filteredTraits: UIFontDescriptor.SymbolicTraits = []
        /// Which languages a listed font must support (kept; the engine's fonts cover all).
        open var filteredLanguagesPredicate: NSPredicate?

        /// Creates the default configuration.
        public override init() {
            super.init()
        }
    }
}
