// Apple's QuartzCore brings CoreGraphics with it, and Foundation (its layers and animations
// are NSObjects there): `import QuartzCore` alone gives CGPoint, TimeInterval, NSValue.
@_exported import CoreGraphics
@_exported import Foundation
