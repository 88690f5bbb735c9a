// SwiftUI re-exports UIKit and Combine on iOS: `import SwiftUI` alone reaches
// `ObservableObject`, `@Published` and `UIViewController` (References §59.2).
@_exported import HeadlessCombine
@_exported import UIKit
