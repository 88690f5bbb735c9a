// Swift Testing declares a cross-import overlay for a module named CoreGraphics
// (Testing.swiftcrossimport/CoreGraphics.swiftoverlay). On Apple platforms it adds image
// attachments; here there is nothing to add, but the module must exist, or every file that
// imports both Testing and this package's CoreGraphics (directly, or through UIKit or
// QuartzCore, which re-export it) fails with "no such module '_Testing_CoreGraphics'".
// Like every overlay, it re-exports the two modules it joins.
@_exported import Testing
@_exported import CoreGraphics
