// Apple's QuartzCore brings CoreGraphics with it.
@_exported import CoreGraphics
import Foundation
