// On iOS, CoreGraphics declares CGFloat, CGPoint, CGSize and CGRect; on Linux, Foundation does.
// `import CoreGraphics` (or QuartzCore) alone brings them, as on iOS.
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGSize
@_exported import struct Foundation.CGRect
