@testable import PortRewriter
import Foundation
import Testing

/// Patterns of the libraries apps depend on (SnapKit), as the rewriter turns them into code
/// Swift without Objective-C compiles (issue 33 item 5; References §48.4).
@Suite struct LibraryPatternTests {
    /// SnapKit's `Debugging.swift`: an override of `description` in a `public extension` of a
    /// public class declared in another file, calling the file's private helpers.
    @Test func anOverrideLeavingAPublicExtensionStaysPublicAndKeepsItsFilesHelpers() {
        let result = PortRewriter(emitsSourceLocations: false).rewrite([
            .init(path: "LayoutConstraint.swift", text: """
                public class LayoutConstraint: NSLayoutConstraint {
                    public var label: String?
                }
                """),
            .init(path: "Debugging.swift", text: """
                public extension LayoutConstraint {
                    override var description: String {
                        describe(self)
                    }
                }

                private func describe(_ object: AnyObject) -> String { prefix + "\\(object)" }
                fileprivate let prefix = "<"
                private struct Shared {}
                """),
            .init(path: "Other.swift", text: """
                private struct Shared {}
                """),
        ])
        #expect(result.files[0].text == """
            public class LayoutConstraint: NSLayoutConstraint {
                public var label: String?

                public override var description: String {
                    describe(self)
                }
            }
            """)
        // The helpers become internal; `Shared`, also declared by another file, stays private.
        #expect(result.files[1].text.contains("\ninternal func describe(_ object: AnyObject) -> String"))
        #expect(result.files[1].text.contains("\ninternal let prefix = \"<\""))
        #expect(result.files[1].text.contains("\nprivate struct Shared {}"))
        #expect(result.files[2].text == "private struct Shared {}")
    }

    @Test func aMemberWithItsOwnAccessOrAnAttributeKeepsThemInOrder() {
        #expect(ModulePlan.withAccess("public", "override func a() {}") == "public override func a() {}")
        #expect(ModulePlan.withAccess("public", "@available(iOS 13, *) @discardableResult\noverride func a() -> Int { 1 }")
            == "@available(iOS 13, *) @discardableResult\npublic override func a() -> Int { 1 }")
        let result = PortRewriter(emitsSourceLocations: false).rewrite([
            .init(path: "A.swift", text: "open class A: UIView {}\n"),
            .init(path: "A+Layout.swift", text: "public extension A {\n    internal override func layoutSubviews() {}\n}\n"),
        ])
        #expect(result.files[0].text.contains("\n    internal override func layoutSubviews() {}\n"))
        // Nothing moved out of a file: its private helpers stay private.
        let same = PortRewriter(emitsSourceLocations: false).rewrite(
            "open class B: UIView {}\npublic extension B {\n    override func layoutSubviews() { helper() }\n}\nprivate func helper() {}\n", path: "B.swift")
        #expect(same.files[0].text.contains("    public override func layoutSubviews() { helper() }"))
        #expect(same.files[0].text.contains("\nprivate func helper() {}"))
    }

    @Test func theClassMethodDescriptionOnAMetatypeAsksTheRuntime() {
        let result = PortRewriter(emitsSourceLocations: false).rewrite("""
            import UIKit
            func name(_ object: AnyObject) -> String {
                type(of: object).description() + type(of: object).description(of: 1)
            }
            """, path: "Debugging.swift")
        #expect(result.files[0].text.contains("_headlessClassDescription(type(of: object)) + type(of: object).description(of: 1)"))
        #expect(result.files[0].text.hasPrefix("@_spi(Headless) import UIKit\n"))
        #expect(result.counts[.classDescription] == 1)
    }
}
