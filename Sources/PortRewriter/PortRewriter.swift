import SwiftParser
import SwiftSyntax

/// Rewrites the Swift sources of an iOS app module so that they compile against
/// HeadlessUIKit on Linux, where there is no Objective-C runtime.
///
/// The rewriter reads every file of the module first (a selector's arity and an override's
/// class may be declared in another file), then writes a copy of each file and one generated
/// file. A rewritten file keeps its line numbers: removed attributes leave their lines, and a
/// `#sourceLocation` directive points the compiler's messages at the original file.
///
/// ## `@UIApplicationMain` → `@main`
///
/// ```swift
/// @UIApplicationMain                    // before
/// class AppDelegate: UIResponder, UIApplicationDelegate { … }
///
/// @main                                 // after: UIKit's UIApplicationDelegate.main() starts the app
/// class AppDelegate: UIResponder, UIApplicationDelegate { … }
/// ```
///
/// Two `@main` types in a module are reported as an error naming both files.
///
/// ## `@IBOutlet` → a plain property and a generated setter
///
/// ```swift
/// @IBOutlet weak var titleLabel: UILabel! { didSet { titleLabel.text = "Hi" } }   // before
/// @IBOutlet var stars: [UIImageView]!
///
/// weak var titleLabel: UILabel! { didSet { titleLabel.text = "Hi" } }             // after
/// var stars: [UIImageView]!
/// // and, in the file's generated registration:
/// SelectorTable.registerOutlets(ProfileViewController.self, [
///     "titleLabel": OutletSetter("UILabel") { receiver, value in
///         guard let value = value as? UILabel else { return false }
///         (receiver as! ProfileViewController).titleLabel = value
///         return true
///     },
///     "stars": OutletSetter("UIImageView") { … object.stars = (object.stars ?? []) + [value] … },
/// ])
/// ```
///
/// The storyboard loader assigns through the setter, so `didSet` and `willSet` run as on
/// iOS. An outlet collection's setter appends one object per connection. A `private`
/// outlet becomes `fileprivate`, so that the generated code in the same file reaches it.
///
/// ## `@IBAction`, `@objc` methods, `@IBSegueAction` → the selector table
///
/// ```swift
/// @IBAction func buttonTapped(_ sender: UIButton) { … }        // before
/// @objc private func doThing(with value: Any?) { … }
///
/// func buttonTapped(_ sender: UIButton) { … }                  // after
/// fileprivate func doThing(with value: Any?) { … }
/// SelectorTable.register(ViewController.self, [
///     "buttonTapped:": { receiver, arguments in
///         (receiver as! ViewController).buttonTapped(arguments.argument(0, as: UIButton.self))
///         return nil
///     },
///     "doThingWith:": { receiver, arguments in
///         (receiver as! ViewController).doThing(with: arguments[0])
///         return nil
///     },
/// ])
/// ```
///
/// Selector names are spelled as the Swift compiler spells them for Objective-C
/// (``SelectorName``); `@objc(name:)` keeps its name. `@objcMembers` makes every
/// non-private method of the class an entry. Each file's entries are registered by an enum
/// appended to that file, and the generated `HeadlessPortSelectorTables` calls them all;
/// HeadlessUIKit runs it the first time it looks up a selector of one of the module's classes.
///
/// ## `#selector(...)` → `Selector("name")`
///
/// ```swift
/// button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)   // before
/// button.addTarget(self, action: Selector("buttonTapped:"), for: .touchUpInside)     // after
/// ```
///
/// `#selector(refresh)` without labels takes the arity of the module's one `@objc` method
/// of that name; `#selector(getter: title)` is `title`, `setter:` is `setTitle:`. A selector
/// naming no `@objc` method of the module is an error, as the compiler gives on iOS, unless it
/// is qualified by a type the module does not declare (a UIKit class), which is a warning.
///
/// ## `#keyPath(...)` → its string
///
/// ```swift
/// #keyPath(Person.address.city)   →   "address.city"
/// ```
///
/// ## Overrides in extensions → the class body
///
/// ```swift
/// class ListViewController: UITableViewController { … }        // ListViewController.swift
/// extension ListViewController {                               // ListViewController+Rows.swift
///     override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
/// }
/// ```
///
/// Swift accepts overrides in extensions only with Objective-C. The rewriter moves each one
/// (and each extension method that a subclass overrides) to the end of its class's body,
/// across files if the class is declared in another file of the module, with
/// `#sourceLocation` lines so that messages still name the original file and line. A
/// `private` member moved to another file becomes internal. An override in an extension of
/// a class the module does not declare cannot move; it is removed and reported.
///
/// ## `@objc dynamic` stored properties → reports to appearance proxies
///
/// ```swift
/// @objc dynamic var accent: UIColor? = nil                         // before
///
/// var accent: UIColor? = nil { didSet { PortAppearance.didSet(self, \.accent, self.accent) } }   // after
/// ```
///
/// On iOS an app's `@objc dynamic` property is styled through `MyLabel.appearance()` as the
/// framework's are; the `didSet` gives UIKit the value, recorded on a proxy and applied to the
/// instances entering a window, or noted as the instance's own. An existing `didSet` gets the
/// call as a `defer` at its start; computed properties are left alone
/// (`FileScanner+Appearance.swift`).
///
/// ## Removed or emulated
///
/// `@objc` on classes, protocols, enums and properties, `dynamic` beside `@objc`,
/// `@IBInspectable`, `@IBDesignable` and `@GKInspectable` are removed. An `@objc optional`
/// protocol requirement loses `optional` and gets a default implementation in an extension
/// of the protocol (`{}`, or `{ nil }` for an optional result), and calls written
/// `delegate?.method?(…)` become `delegate?.method(…)`.
///
/// ## Time → the virtual clock
///
/// `Timer.scheduledTimer(…)`, `Timer(…)`, `RunLoop.main.add(_:forMode:)`, `RunLoop.main.run(until:)`
/// and `DispatchQueue.main.asyncAfter(deadline:…)` become HeadlessUIKit's SPI
/// (`HeadlessTimer`, `HeadlessRunLoop`, `virtualAsyncAfter`), on the one virtual clock that
/// animations use (``VirtualTimeCalls``, References §49.1); `URLProtocol.registerClass` becomes
/// `HeadlessURLProtocol.registerClass` (§49.3).
///
/// ## Linux's Foundation
///
/// A file that uses `URLSession`, `URLRequest` or their kin gets
/// `#if canImport(FoundationNetworking) import FoundationNetworking #endif`, where Linux keeps
/// them. A file that uses `NSAttributedString()`, `RelativeDateTimeFormatter` or
/// `UserDefaults.value(forKey:)` / `setValue(_:forKey:)`, which Linux's Foundation lacks, gets
/// `@_spi(Headless) import UIKit`, which supplies them (``FoundationGapUses``, References §61).
///
/// ## Reported
///
/// Every construct that cannot be rewritten is a ``PortDiagnostic`` with its file, line and
/// a suggested change; imports of frameworks that Linux lacks are warnings naming them.
public struct PortRewriter {
    /// One source file: its path as shown in diagnostics and `#sourceLocation`, and its text.
    public struct SourceFile: Sendable, Hashable {
        /// The path, as the compiler should report it.
        public var path: String
        /// The Swift source.
        public var text: String

        /// Creates a source file.
        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// What rewriting a module gives.
    public struct Result: Sendable {
        /// The rewritten files, in the order given.
        public var files: [SourceFile]
        /// The generated file that registers the module's selector tables.
        public var registration: SourceFile
        /// Problems found, in file and line order.
        public var diagnostics: [PortDiagnostic]
        /// How many of each construct were rewritten.
        public var counts: [Construct: Int]

        /// Whether a diagnostic is an error.
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Whether rewritten files start with a `#sourceLocation` naming the original file.
    public var emitsSourceLocations: Bool

    /// Creates a rewriter.
    public init(emitsSourceLocations: Bool = true) {
        self.emitsSourceLocations = emitsSourceLocations
    }

    /// Rewrites the files of one module.
    public func rewrite(_ files: [SourceFile]) -> Result {
        let trees = files.map { Parser.parse(source: $0.text) }
        var scanners: [FileScanner] = []
        for (index, tree) in trees.enumerated() {
            let scanner = FileScanner(fileIndex: index, fileName: files[index].path, tree: tree)
            scanner.walk(tree)
            scanners.append(scanner)
        }
        // Time and run-loop calls go to the virtual clock (`VirtualTimeCalls`), unless the
        // module declares a type of that name itself.
        var declared = Set(scanners.flatMap { $0.classes.map { String($0.path.split(separator: ".").last ?? "") } })
        for tree in trees { declared.formUnion(VirtualTimeCalls.shadowingTypes(in: tree)) }
        for (index, tree) in trees.enumerated() {
            let (edits, uses) = VirtualTimeCalls.edits(in: tree, moduleDeclares: declared)
            scanners[index].edits += edits
            scanners[index].counts.merge(uses, uniquingKeysWith: +)
            scanners[index].virtualTimeUses = edits.count
            // `NSPredicate(format:)` and `NSSortDescriptor(key:ascending:)` go to the SPI factories.
            let factories = FoundationFactoryCalls.edits(in: tree, moduleDeclares: declared)
            scanners[index].edits += factories.edits
            scanners[index].counts.merge(factories.uses, uniquingKeysWith: +)
            scanners[index].virtualTimeUses += factories.edits.count
        }
        // Foundation API that Linux lacks: the files that use it import the SPI that supplies it.
        let gaps = trees.map { FoundationGapUses.find(in: $0) }
        let namesUserDefaults = gaps.contains { $0.namesUserDefaults }
        for (index, uses) in gaps.enumerated() {
            let count = uses.count(moduleNamesUserDefaults: namesUserDefaults)
            scanners[index].foundationGapUses = count
            if count > 0 { scanners[index].counts[.foundationGap, default: 0] += count }
        }
        var plan = ModulePlan(files: files, scanners: scanners, emitsSourceLocations: emitsSourceLocations)
        return plan.finish()
    }

    /// Rewrites a single file as a module of its own (for tests and previews).
    public func rewrite(_ text: String, path: String = "File.swift") -> Result {
        rewrite([SourceFile(path: path, text: text)])
    }
}

