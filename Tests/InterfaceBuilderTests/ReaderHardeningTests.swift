import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// Hostile storyboards that once crashed or hung the reader (issue 20): each is refused with
/// an error naming the file, or loads, and never takes the process down.
@MainActor
@Suite(.freshRuntime) struct ReaderHardeningTests {
    private func parseError(_ bytes: [UInt8], fileName: String = "Hostile.storyboard") -> InterfaceBuilderError? {
        do {
            try IBTestAccess.parse(Data(bytes), fileName: fileName)
        } catch let error as InterfaceBuilderError {
            return error
        } catch {
            Issue.record("unexpected error \(error)")
        }
        return nil
    }

    // (A) XMLParser traps (SIGILL) on an invalid UTF-8 byte in a name.
    @Test func invalidUTF8InAnElementNameIsRefused() throws {
        let bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<docu".utf8) + [0xFF] + Array("ment/>".utf8)
        let error = try #require(parseError(bytes))
        #expect(error.code == .unsupportedEncoding)
        #expect(error.description == "Hostile.storyboard:2: the byte at offset 44 is not valid UTF-8; the file is not UTF-8 or is damaged. Xcode writes storyboards and xibs in UTF-8; save it again in UTF-8.")
    }

    @Test func invalidUTF8InAnAttributeNameIsRefused() throws {
        for bad: [UInt8] in [[0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xC0, 0xAF]] {
            let bytes = Array("<document ty".utf8) + bad + Array("pe=\"x\"/>".utf8)
            #expect(parseError(bytes)?.code == .unsupportedEncoding)
        }
    }

    // (B) A processing instruction without data crashes XMLParser (SIGSEGV).
    @Test func processingInstructionWithoutDataIsRefused() throws {
        let error = try #require(parseError(Array("<?a?><b/>".utf8)))
        #expect(error.code == .unsupportedDocument)
        #expect(error.description == "Hostile.storyboard:1: the file contains a processing instruction (<?…?>) after the XML declaration; Interface Builder files have none. Remove it.")
        let later = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>\n<?a ?></document>".utf8)
        #expect(parseError(later)?.line == 3)
    }

    @Test func processingInstructionMarkersInCommentsAndCDATAAreText() throws {
        let bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- <?a?> --><document><string><![CDATA[<?b?>]]></string></document>".utf8)
        // Read past the scan: refused later only because <document> is not an Interface Builder document.
        #expect(parseError(bytes)?.code == .unsupportedDocument)
        #expect(parseError(bytes)?.message.hasPrefix("the root element is <document>, not an iOS storyboard") == true)
    }

    // (E) An encoding other than UTF-8, spelled with spaces or in EBCDIC, hid a DOCTYPE from the scan.
    @Test func utf7DeclaredWithSpacesIsRefusedBeforeParsing() throws {
        let document = "<?xml version=\"1.0\" encoding = \"UTF-7\"?>\n+ADw-!DOCTYPE document +AFs-+ADw-!ENTITY x SYSTEM +ACI-file:///etc/passwd+ACI-+AD4-+AF0-+AD4-\n<document>&x;</document>"
        let error = try #require(parseError(Array(document.utf8)))
        #expect(error.code == .unsupportedEncoding)
        #expect(error.description == "Hostile.storyboard:1: the XML declaration names the encoding \"UTF-7\"; only UTF-8 is read, as Xcode writes it. Save the file again in UTF-8.")
        let tabbed = "<?xml version='1.0' encoding\t=\n'utf-7'?><document/>"
        #expect(parseError(Array(tabbed.utf8))?.code == .unsupportedEncoding)
    }

    @Test func ebcdicFileIsRefusedBeforeParsing() throws {
        // `<?xml version="1.0" encoding="IBM037"?><!DOCTYPE a>` in EBCDIC (code page 037).
        let ebcdic: [UInt8] = [0x4C, 0x6F, 0xA7, 0x94, 0x93, 0x40, 0xA5, 0x85, 0x99, 0xA2, 0x89, 0x96, 0x95, 0x7E, 0x7F,
                               0xF1, 0x4B, 0xF0, 0x7F, 0x40, 0x85, 0x95, 0x83, 0x96, 0x84, 0x89, 0x95, 0x87, 0x7E, 0x7F,
                               0xC9, 0xC2, 0xD4, 0xF0, 0xF3, 0xF7, 0x7F, 0x6F, 0x6E, 0x4C, 0x5A, 0xC4, 0xD6, 0xC3, 0xE3,
                               0xE8, 0xD7, 0xC5, 0x40, 0x81, 0x6E]
        let error = try #require(parseError(ebcdic))
        #expect(error.code == .unsupportedEncoding)
        #expect(error.line == 1)
    }

    // The documented limit is 32 MiB; XMLParser(data:) stopped at about 10 MB ("XML error 1"),
    // and sibling views loaded in quadratic time.
    @Test func manySiblingsInAFileOverTenMegabytesLoad() throws {
        let count = 30_000
        let padding = String(repeating: "p", count: 300)
        var subviews = ""
        subviews.reserveCapacity(count * 420)
        for index in 0..<count {
            subviews += "<view tag=\"\(index)\" userLabel=\"\(padding)\" contentMode=\"scaleToFill\" id=\"Sib-\(index)\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"1\" height=\"1\"/></view>\n"
        }
        let text = StoryboardText.scene(controllerClass: "EmbeddedChildController", subviews: subviews)
        #expect(text.utf8.count > 11_000_000)
        #expect(text.utf8.count < InterfaceBuilderError.maximumFileSize)
        let url = try Fixtures.temporaryFolder().appendingPathComponent("Siblings.storyboard")
        try text.write(to: url, atomically: true, encoding: .utf8)
        let controller = try #require(try UIStoryboard.load(contentsOf: url).instantiateInitialViewController())
        let subviewsLoaded = controller.view.subviews
        #expect(subviewsLoaded.count == count)
        #expect(subviewsLoaded.first?.tag == 0)
        #expect(subviewsLoaded.last?.tag == count - 1)
    }

    // (D) A chain of 5,000 containment segues overflowed the stack in the cycle check.
    @Test func longChainOfEmbedsIsCheckedWithoutRecursion() throws {
        let runtime = HeadlessRuntime.current
        let folder = try Fixtures.temporaryFolder()
        for closesTheLoop in [false, true] {
            let url = folder.appendingPathComponent(closesTheLoop ? "Loop.storyboard" : "Chain.storyboard")
            try StoryboardText.embedChain(length: 5_000, closesTheLoop: closesTheLoop).write(to: url, atomically: true, encoding: .utf8)
            if closesTheLoop {
                do {
                    _ = try UIStoryboard.load(contentsOf: url)
                    Issue.record("a cycle of 5,000 embeds loaded")
                } catch let error as InterfaceBuilderError {
                    #expect(error.code == .cyclicHierarchy)
                    #expect(error.message.hasPrefix("containment segues form a cycle: Ch-0 → Ch-1 → Ch-2 → "))
                    #expect(error.message.contains(" → Ch-4999 → Ch-0. A view controller cannot contain itself"))
                }
            } else {
                // Loads; embedding stops, reported, at the nesting limit.
                let controller = try #require(try UIStoryboard.load(contentsOf: url).instantiateInitialViewController())
                _ = showInWindow(controller)
                var depth = 0
                var current: UIViewController? = controller
                while let next = current?.children.first { depth += 1; current = next }
                #expect(depth > 10 && depth < 64)
                #expect(runtime.diagnostics.all.map(\.code) == ["interfaceBuilder.cyclicHierarchy"])
            }
        }
    }

    // (C) A storyboard reference that leads back to its own storyboard through an embed segue
    // recursed through view loading until the stack overflowed.
    @Test func referenceBackToItselfThroughAnEmbedStops() throws {
        let runtime = HeadlessRuntime.current
        let folder = try Fixtures.temporaryFolder()
        try StoryboardText.embeddingReference(to: "Other", id: "Slf").write(to: folder.appendingPathComponent("Self.storyboard"), atomically: true, encoding: .utf8)
        try StoryboardText.embeddingReference(to: "Self", id: "Oth").write(to: folder.appendingPathComponent("Other.storyboard"), atomically: true, encoding: .utf8)
        try StoryboardText.embeddingReference(to: "Direct", id: "Dir").write(to: folder.appendingPathComponent("Direct.storyboard"), atomically: true, encoding: .utf8)
        let bundle = try #require(Bundle(path: folder.path))
        for name in ["Direct", "Self"] {
            runtime.diagnostics.clear()
            let controller = try #require(UIStoryboard(name: name, bundle: bundle).instantiateInitialViewController())
            _ = showInWindow(controller)
            let cycles = runtime.diagnostics.all.filter { $0.code == "interfaceBuilder.cyclicHierarchy" }
            #expect(cycles.count == 1, "\(name)")
            #expect(cycles.first?.message.contains("nests 64 scene instantiations and view loads deep") == true)
        }
    }
}

extension StoryboardText {
    /// A storyboard of `length` scenes, each embedding the next in a container view; the last
    /// embeds the first when `closesTheLoop`.
    static func embedChain(length: Int, closesTheLoop: Bool) -> String {
        var scenes = ""
        for index in 0..<length {
            let next = index + 1 < length ? "Ch-\(index + 1)" : (closesTheLoop ? "Ch-0" : nil)
            let container = next.map { """
                <containerView contentMode="scaleToFill" id="Cv-\(index)">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    <connections><segue destination="\($0)" kind="embed" id="Sg-\(index)"/></connections>
                </containerView>
                """ } ?? ""
            scenes += """
                <scene sceneID="Sc-\(index)"><objects>
                    <viewController id="Ch-\(index)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Vw-\(index)">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>\(container)</subviews>
                        </view>
                    </viewController>
                </objects></scene>

                """
        }
        return document(initial: "Ch-0", scenes: scenes)
    }

    /// A storyboard whose initial controller embeds a reference to `target`'s initial controller.
    static func embeddingReference(to target: String, id: String) -> String {
        document(initial: "\(id)-Vc", scenes: """
            <scene sceneID="\(id)-Sc"><objects>
                <viewController id="\(id)-Vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="\(id)-Vw">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <containerView contentMode="scaleToFill" id="\(id)-Cv">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                <connections><segue destination="\(id)-Rf" kind="embed" id="\(id)-Sg"/></connections>
                            </containerView>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene>
            <scene sceneID="\(id)-Sr"><objects>
                <viewControllerPlaceholder storyboardName="\(target)" id="\(id)-Rf" sceneMemberID="viewController"/>
            </objects></scene>
            """)
    }

    private static func document(initial: String, scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="\(initial)">
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }
}
