import PropertyBased
import Testing
import UIKitTesting
import UIKit

/// swift-property-based beside our UIKit: its `canImport(UIKit)` generator builds colours
/// with `UIColor(cgColor:)`; the same round trip, checked over random components.
@Suite struct PropertyBasedTests {
    @Test func aColourSurvivesTheTripThroughCoreGraphics() async {
        let component = Gen.double(in: 0...1)
        await propertyCheck(input: component, component, component) { red, green, blue in
            let cgColor = CGColor(red: red, green: green, blue: blue, alpha: 1)
            let color = UIColor(cgColor: cgColor)
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
            #expect(r == CGFloat(red) && g == CGFloat(green) && b == CGFloat(blue) && a == 1)
            #expect(color.cgColor == cgColor)
        }
    }
}
