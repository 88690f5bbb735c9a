import HeadlessCore
import Foundation

/// The identifiers of the main menu system's standard menus, which a
/// ``UIMenuBuilder`` finds, edits and removes by identity (References §55.5).
extension UIMenu.Identifier {
    /// The standard `application` menu.
    public static let application = UIMenu.Identifier("com.apple.menu.application")
    /// The standard `file` menu.
    public static let file = UIMenu.Identifier("com.apple.menu.file")
    /// The standard `edit` menu.
    public static let edit = UIMenu.Identifier("com.apple.menu.edit")
    /// The standard `view` menu.
    public static let view = UIMenu.Identifier("com.apple.menu.view")
    /// The standard `window` menu.
    public static let window = UIMenu.Identifier("com.apple.menu.window")
    /// The standard `help` menu.
    public static let help = UIMenu.Identifier("com.apple.menu.help")
    /// The standard `about` menu.
    public static let about = UIMenu.Identifier("com.apple.menu.about")
    /// The standard `preferences` menu.
    public static let preferences = UIMenu.Identifier("com.apple.menu.preferences")
    /// The standard `services` menu.
    public static let services = UIMenu.Identifier("com.apple.menu.services")
    /// The standard `hide` menu.
    public static let hide = UIMenu.Identifier("com.apple.menu.hide")
    /// The standard `quit` menu.
    public static let quit = UIMenu.Identifier("com.apple.menu.quit")
    /// The standard `newScene` menu.
    public static let newScene = UIMenu.Identifier("com.apple.menu.newScene")
    /// The standard `openRecent` menu.
    public static let openRecent = UIMenu.Identifier("com.apple.menu.openRecent")
    /// The standard `close` menu.
    public static let close = UIMenu.Identifier("com.apple.menu.close")
    /// The standard `print` menu.
    public static let print = UIMenu.Identifier("com.apple.menu.print")
    /// The standard `document` menu.
    public static let document = UIMenu.Identifier("com.apple.menu.document")
    /// The standard `undoRedo` menu.
    public static let undoRedo = UIMenu.Identifier("com.apple.menu.undoRedo")
    /// The standard `standardEdit` menu.
    public static let standardEdit = UIMenu.Identifier("com.apple.menu.standardEdit")
    /// The standard `find` menu.
    public static let find = UIMenu.Identifier("com.apple.menu.find")
    /// The standard `replace` menu.
    public static let replace = UIMenu.Identifier("com.apple.menu.replace")
    /// The standard `share` menu.
    public static let share = UIMenu.Identifier("com.apple.menu.share")
    /// The standard `textStyle` menu.
    public static let textStyle = UIMenu.Identifier("com.apple.menu.textStyle")
    /// The standard `spelling` menu.
    public static let spelling = UIMenu.Identifier("com.apple.menu.spelling")
    /// The standard `spellingPanel` menu.
    public static let spellingPanel = UIMenu.Identifier("com.apple.menu.spellingPanel")
    /// The standard `spellingOptions` menu.
    public static let spellingOptions = UIMenu.Identifier("com.apple.menu.spellingOptions")
    /// The standard `substitutions` menu.
    public static let substitutions = UIMenu.Identifier("com.apple.menu.substitutions")
    /// The standard `substitutionsPanel` menu.
    public static let substitutionsPanel = UIMenu.Identifier("com.apple.menu.substitutionsPanel")
    /// The standard `substitutionOptions` menu.
    public static let substitutionOptions = UIMenu.Identifier("com.apple.menu.substitutionOptions")
    /// The standard `transformations` menu.
    public static let transformations = UIMenu.Identifier("com.apple.menu.transformations")
    /// The standard `speech` menu.
    public static let speech = UIMenu.Identifier("com.apple.menu.speech")
    /// The standard `lookup` menu.
    public static let lookup = UIMenu.Identifier("com.apple.menu.lookup")
    /// The standard `learn` menu.
    public static let learn = UIMenu.Identifier("com.apple.menu.learn")
    /// The standard `format` menu.
    public static let format = UIMenu.Identifier("com.apple.menu.format")
    /// The standard `font` menu.
    public static let font = UIMenu.Identifier("com.apple.menu.font")
    /// The standard `textSize` menu.
    public static let textSize = UIMenu.Identifier("com.apple.menu.textSize")
    /// The standard `textColor` menu.
    public static let textColor = UIMenu.Identifier("com.apple.menu.textColor")
    /// The standard `textStylePasteboard` menu.
    public static let textStylePasteboard = UIMenu.Identifier("com.apple.menu.textStylePasteboard")
    /// The standard `text` menu.
    public static let text = UIMenu.Identifier("com.apple.menu.text")
    /// The standard `writingDirection` menu.
    public static let writingDirection = UIMenu.Identifier("com.apple.menu.writingDirection")
    /// The standard `alignment` menu.
    public static let alignment = UIMenu.Identifier("com.apple.menu.alignment")
    /// The standard `toolbar` menu.
    public static let toolbar = UIMenu.Identifier("com.apple.menu.toolbar")
    /// The standard `sidebar` menu.
    public static let sidebar = UIMenu.Identifier("com.apple.menu.sidebar")
    /// The standard `fullscreen` menu.
    public static let fullscreen = UIMenu.Identifier("com.apple.menu.fullscreen")
    /// The standard `minimizeAndZoom` menu.
    public static let minimizeAndZoom = UIMenu.Identifier("com.apple.menu.minimizeAndZoom")
    /// The standard `bringAllToFront` menu.
    public static let bringAllToFront = UIMenu.Identifier("com.apple.menu.bringAllToFront")
    /// The standard `root` menu.
    public static let root = UIMenu.Identifier("com.apple.menu.root")
}
