// Apple's UIKit re-exports Foundation (and, through it, the CoreGraphics geometry types),
// so iOS code that says only `import UIKit` can use CGRect, Bundle or NotificationCenter.
@_exported import Foundation
