// Swift Testing declares a cross-import overlay for a module named UIKit
// (Testing.swiftcrossimport/UIKit.swiftoverlay). On Apple platforms it adds image
// attachments; here there is nothing to add, but the module must exist, or every file that
// imports both Testing and this package's UIKit fails with "no such module '_Testing_UIKit'".
// Like every overlay, it re-exports the two modules it joins.
@_exported import Testing
@_exported import UIKit
