import HeadlessCore

// Apple's UIKit re-exports Foundation (and, through it, the CoreGraphics geometry types),
// so iOS code that says only `import UIKit` can use CGRect, Bundle or NotificationCenter.
@_exported import Foundation
// `import UIKit` brings Core Graphics (CGAffineTransform, CGColor, CGPath, CGContext…) and
// Core Animation (CALayer, CABasicAnimation, CATransaction…), as it does on iOS.
@_exported import CoreGraphics
@_exported import QuartzCore
// On iOS, UIKit (through Foundation) brings the Objective-C runtime's functions: Selector,
// objc_getAssociatedObject, objc_sync_enter…
@_exported import ObjectiveC
// On Linux, URLSession, URLRequest and URLCache live in FoundationNetworking; on iOS they are
// part of Foundation, so `import UIKit` alone must bring them.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
