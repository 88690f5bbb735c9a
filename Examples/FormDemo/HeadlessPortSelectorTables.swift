@_spi(Headless) import UIKit

/// The selector table `lifecycle port` generates for the form's `@objc` methods (written out
/// here because this example is not ported: it is the rewriter's output for
/// `@objc func notificationsChanged(_:)` and `@objc func resetForm(_:)`).
enum HeadlessPortSelectorTables: SelectorTableSource {
    static func registerSelectorTables() {
        SelectorTable.register(FormViewController.self, [
            "notificationsChanged:": { receiver, arguments in
                (receiver as! FormViewController).notificationsChanged(arguments.argument(0))
            },
            "resetForm:": { receiver, arguments in
                (receiver as! FormViewController).resetForm(arguments.argument(0))
            },
        ])
    }
}
