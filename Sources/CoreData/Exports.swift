// A headless stand-in for Apple's Core Data (issue 33; References §60): an in-memory store
// shared by the contexts of a container, models read from the app's `.xcdatamodeld`, and the
// contexts' queues run as turns of the main run loop so that every run is the same.
@_exported import Foundation
