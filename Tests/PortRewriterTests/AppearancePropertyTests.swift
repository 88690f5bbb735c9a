@testable import PortRewriter
import Foundation
import Testing

/// `@objc dynamic` stored properties get a `didSet` that reports to appearance proxies, so
/// that `MyLabel.appearance().accent = .red` styles labels as on iOS.
@Suite struct AppearancePropertyTests {
    private func port(_ text: String) -> PortRewriter.Result {
        PortRewriter(emitsSourceLocations: false).rewrite(text, path: "App/AccentLabel.swift")
    }

    @Test func aStoredPropertyGetsADidSetOnItsOwnLine() {
        let result = port("""
            import UIKit

            final class AccentLabel: UILabel {
                @objc dynamic var accent: UIColor? = nil // the app's own
                @objc dynamic var radius: CGFloat = 4
                @objc dynamic var count = 0
                @objc dynamic var title: String?
                @objc public dynamic var name: String
            }
            """)
        #expect(result.files[0].text == #"""
            @_spi(Headless) import UIKit
            import UIKit

            final class AccentLabel: UILabel {
                var accent: UIColor? = nil { didSet { PortAppearance.didSet(self, \.accent, self.accent) } } // the app's own
                var radius: CGFloat = 4 { didSet { PortAppearance.didSet(self, \.radius, self.radius) } }
                var count = 0 { didSet { PortAppearance.didSet(self, \.count, self.count) } }
                var title: String? { didSet { PortAppearance.didSet(self, \.title, self.title) } }
                public var name: String { didSet { PortAppearance.didSet(self, \.name, self.name) } }
            }
            """#)
        #expect(result.counts[.appearanceProperty] == 5)
        #expect(result.counts[.objcAttribute] == 5)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func anExistingDidSetGetsTheCallAsADeferAtItsStart() {
        let result = port("""
            class Badge: UIView {
                @objc dynamic var radius: CGFloat = 4 { didSet { setNeedsLayout() } }
                @objc dynamic var tint: UIColor? {
                    didSet(previous) {
                        guard tint != previous else { return }
                        setNeedsDisplay()
                    }
                }
                @objc dynamic var empty = 0 { didSet {} }
            }
            """)
        #expect(result.files[0].text == #"""
            @_spi(Headless) import UIKit
            class Badge: UIView {
                var radius: CGFloat = 4 { didSet { defer { PortAppearance.didSet(self, \.radius, self.radius) }; setNeedsLayout() } }
                var tint: UIColor? {
                    didSet(previous) { defer { PortAppearance.didSet(self, \.tint, self.tint) };
                        guard tint != previous else { return }
                        setNeedsDisplay()
                    }
                }
                var empty = 0 { didSet { PortAppearance.didSet(self, \.empty, self.empty) } }
            }
            """#)
        #expect(result.counts[.appearanceProperty] == 3)
    }

    @Test func aWillSetAloneGetsADidSetBesideIt() {
        let result = port("""
            class Badge: UIView {
                @objc dynamic var value = 0 {
                    willSet { print(newValue) }
                }
            }
            """)
        #expect(result.files[0].text == #"""
            @_spi(Headless) import UIKit
            class Badge: UIView {
                var value = 0 {
                    willSet { print(newValue) }
                didSet { PortAppearance.didSet(self, \.value, self.value) } }
            }
            """#)
    }

    /// The rewrite keeps every line where it was, so the compiler's messages name the
    /// original lines.
    @Test func linesAreKept() {
        let source = """
            class Badge: UIView {
                @objc
                dynamic var value = 0 {
                    willSet { print(newValue) }
                    didSet {
                        print(oldValue)
                    }
                }
                @objc dynamic var other: Int
            }
            """
        let text = port(source).files[0].text
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count
                == source.split(separator: "\n", omittingEmptySubsequences: false).count + 1, "one line: the import")
    }

    @Test func computedAndOtherPropertiesAreLeftAlone() {
        let result = port("""
            class Badge: UIView {
                @objc dynamic var area: CGFloat { bounds.width * bounds.height }
                @objc dynamic var side: CGFloat {
                    get { bounds.width }
                    set { bounds.size.width = newValue }
                }
                @objc dynamic let fixed = 1
                @objc static dynamic var shared = 0
                @objc dynamic lazy var cache = [Int]()
                @objc dynamic override var tintColor: UIColor! { didSet { print(1) } }
                @objc dynamic var a = 0, b = 0
                @Wrapped @objc dynamic var wrapped = 0
                dynamic var replaceable = 0
                @objc var plain = 0
            }
            struct Point { dynamic var x = 0 }
            """)
        #expect(result.files[0].text == """
            class Badge: UIView {
                var area: CGFloat { bounds.width * bounds.height }
                var side: CGFloat {
                    get { bounds.width }
                    set { bounds.size.width = newValue }
                }
                let fixed = 1
                static var shared = 0
                lazy var cache = [Int]()
                override var tintColor: UIColor! { didSet { print(1) } }
                var a = 0, b = 0
                @Wrapped var wrapped = 0
                dynamic var replaceable = 0
                var plain = 0
            }
            struct Point { dynamic var x = 0 }
            """)
        #expect(result.counts[.appearanceProperty] == nil)
    }

    /// Any class: a model's key-value-observed property reports too (UIKit ignores objects
    /// other than views and bar items); a generic or local class names its property alike.
    @Test func propertiesOfAnyClassAreRewritten() {
        let result = port("""
            import Foundation
            class Settings: NSObject {
                @objc dynamic var volume = 0.5
            }
            final class Box<Value>: UIView {
                @objc dynamic var inset: CGFloat = 0
            }
            func make() {
                class Local: UIView { @objc dynamic var depth = 1 }
            }
            """)
        let text = result.files[0].text
        #expect(text.hasPrefix("@_spi(Headless) import UIKit\nimport ObjectiveC\nimport Foundation\n"), "a file importing Foundation gets the Objective-C runtime functions, as on iOS")
        #expect(text.contains(#"var volume = 0.5 { didSet { PortAppearance.didSet(self, \.volume, self.volume) } }"#))
        #expect(text.contains(#"var inset: CGFloat = 0 { didSet { PortAppearance.didSet(self, \.inset, self.inset) } }"#))
        #expect(text.contains(#"class Local: UIView { var depth = 1 { didSet { PortAppearance.didSet(self, \.depth, self.depth) } } }"#))
        #expect(result.counts[.appearanceProperty] == 3)
    }

    /// A private property keeps its access: the key path is formed inside the class.
    @Test func accessModifiersAreKept() {
        let result = port("""
            class Badge: UIView {
                @objc private dynamic var secret = 0
                @objc open dynamic private(set) var shown = 0
            }
            """)
        #expect(result.files[0].text.contains(#"private var secret = 0 { didSet { PortAppearance.didSet(self, \.secret, self.secret) } }"#))
        #expect(result.files[0].text.contains(#"open private(set) var shown = 0 { didSet { PortAppearance.didSet(self, \.shown, self.shown) } }"#))
    }
}
