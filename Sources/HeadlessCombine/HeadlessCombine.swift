// Combine's API under Apple's module name, from OpenCombine 0.14.0 (References §59.1).
//
// Only the `OpenCombine` product is linked: its schedulers are `ImmediateScheduler` alone.
// OpenCombineDispatch and OpenCombineFoundation (DispatchQueue, RunLoop and OperationQueue
// schedulers, `Timer.publish`) are not, because they would wait in real time; code that names
// them fails to compile with the missing member's name (References §59.1).
@_exported import OpenCombine
