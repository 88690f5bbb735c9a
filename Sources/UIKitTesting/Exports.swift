// The kit's public API speaks in the project's own contract types (trace events, callbacks,
// diagnostics, appearance and application states), which live in HeadlessCore, below UIKit.
// A test that imports the kit gets them; an app that imports UIKit alone does not.
@_exported import HeadlessCore
