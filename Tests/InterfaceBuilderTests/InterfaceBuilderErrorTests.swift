import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// Malformed and hostile files: each is refused with a message naming the file, the line and
/// the object; the throwing loaders throw it, the others report it and go on.
@MainActor
@Suite(.freshRuntime) struct InterfaceBuilderErrorTests {
    private func loadError(_ name: String, requiresInitial: Bool = false) throws -> InterfaceBuilderError {
        do {
            _ = try UIStoryboard.load(name: name, bundle: Fixtures.bundle, requiresInitialViewController: requiresInitial)
        } catch let error as InterfaceBuilderError {
            return error
        }
        Issue.record("\(name) loaded without an error")
        return InterfaceBuilderError(.fileNotFound, file: name, message: "")
    }

    @Test func malformedXMLNamesTheLineOfTheMismatchedTag() throws {
        let error = try loadError("Malformed")
        #expect(error.code == .malformedXML)
        #expect(error.description == "Malformed.storyboard:14: the XML is malformed: an end tag does not match its start tag, XML error 76. Fix the file by hand or restore it from version control; Xcode cannot open it either.")
    }

    @Test func externalEntityIsRefusedBeforeParsing() throws {
        let error = try loadError("ExternalEntity")
        #expect(error.code == .documentTypeDeclaration)
        #expect(error.description == "ExternalEntity.storyboard:2: the file declares a document type (<!DOCTYPE); Interface Builder files have none, and entities are never expanded or fetched. Remove the declaration.")
    }

    @Test func billionLaughsIsRefusedBeforeAnyExpansion() throws {
        let error = try loadError("BillionLaughs")
        #expect(error.code == .documentTypeDeclaration)
        #expect(error.line == 2)
    }

    @Test func entityDeclarationWithoutDoctypeIsRefusedToo() throws {
        let document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>\n<!ENTITY x \"y\">\n</document>"
        #expect(throws: InterfaceBuilderError(.documentTypeDeclaration, file: "nib data", line: 3,
                                              message: "the file declares a document type (<!ENTITY); Interface Builder files have none, and entities are never expanded or fetched. Remove the declaration.")) {
            _ = try IBTestAccess.parse(Data(document.utf8), fileName: "nib data")
        }
    }

    @Test func absurdNestingStopsAtTheLimit() throws {
        let error = try loadError("DeepNesting")
        #expect(error.code == .nestingTooDeep)
        #expect(error.description == "DeepNesting.storyboard:110: object Dn096-Vw-096: elements are nested more than 200 deep (at <subviews>). Flatten the view hierarchy; no real screen needs this depth.")
    }

    @Test func hugeFileIsRefusedWithoutReadingIt() throws {
        let folder = try Fixtures.temporaryFolder()
        let url = folder.appendingPathComponent("Huge.storyboard")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(InterfaceBuilderError.maximumFileSize + 1))
        try handle.close()
        let bundle = try #require(Bundle(path: folder.path))
        #expect(throws: InterfaceBuilderError(.fileTooLarge, file: "Huge.storyboard",
                                              message: "the file is 33554433 bytes, over the 33554432-byte limit for Interface Builder files. Split the storyboard into several storyboards linked by storyboard references.")) {
            _ = try UIStoryboard.load(name: "Huge", bundle: bundle)
        }
    }

    @Test func utf16IsRefused() throws {
        var data = Data([0xFF, 0xFE])
        data.append("<document/>".data(using: .utf16LittleEndian)!)
        #expect(throws: InterfaceBuilderError.self) { _ = try IBTestAccess.parse(data, fileName: "Wide.xib") }
        do { _ = try IBTestAccess.parse(data, fileName: "Wide.xib") } catch let error as InterfaceBuilderError {
            #expect(error.code == .unsupportedEncoding)
        }
    }

    @Test func missingInitialViewControllerIsAnErrorWhenRequired() throws {
        let runtime = HeadlessRuntime.current
        let error = try loadError("NoInitialViewController", requiresInitial: true)
        #expect(error.description == "NoInitialViewController.storyboard:2: the storyboard has no initial view controller (no initialViewController attribute), so instantiateInitialViewController() returns nil. Select the entry view controller and check \"Is Initial View Controller\" in the Attributes inspector.")

        let storyboard = UIStoryboard(name: "NoInitialViewController", bundle: Fixtures.bundle)
        #expect(storyboard.instantiateInitialViewController() == nil)
        #expect(runtime.diagnostics.messages("interfaceBuilder.missingInitialViewController") == [error.description])
        #expect(storyboard.instantiateViewController(withIdentifier: "Only").storyboard === storyboard)
    }

    @Test func initialViewControllerThatDoesNotExist() throws {
        let error = try loadError("BadInitialViewController")
        #expect(error.description == "BadInitialViewController.storyboard:2: object Gon-e0-000: the initial view controller is Gon-e0-000, which is not a view controller in this storyboard. Select a view controller and check \"Is Initial View Controller\" in the Attributes inspector.")
    }

    @Test func danglingSegueAndOutletNameTheirLineAndObject() throws {
        #expect(try loadError("DanglingSegue").description == "DanglingSegue.storyboard:17: object Dsv-Vc-001: the show segue \"toNowhere\" of <viewController> leads to the id Mis-si-ng1, which is not in the file. Delete the connection in the Connections inspector and connect it again.")
        #expect(try loadError("DanglingOutlet").description == "DanglingOutlet.storyboard:17: object Dov-Vc-001: the outlet \"titleLabel\" of <viewController> leads to the id Mis-si-ng2, which is not in the file. Delete the connection in the Connections inspector and connect it again.")
    }

    @Test func unknownCustomClassThrowsOrFallsBackToTheBaseClass() throws {
        let runtime = HeadlessRuntime.current
        let error = try loadError("UnknownClass")
        #expect(error.code == .unknownClass)
        #expect(error.description == "UnknownClass.storyboard:11: object Ukv-Vc-001: unknown class NoSuchViewController in Interface Builder file: no module (NoSuchModule included) has a class of that name. Check the Custom Class field, make the class internal or public (not private), or register its module with InterfaceBuilderClassLookup.register(moduleNamed:). A UIViewController is created instead.")

        let controller = UIStoryboard(name: "UnknownClass", bundle: Fixtures.bundle).instantiateInitialViewController()
        #expect(controller?.traceClassName == "UIViewController")
        #expect(controller?.view.frame.size == CGSize(width: 393, height: 852))
        #expect(runtime.diagnostics.messages("interfaceBuilder.unknownClass") == [error.description])
    }

    @Test func customClassOfTheWrongKind() throws {
        let error = try loadError("WrongClass")
        #expect(error.description == "WrongClass.storyboard:11: object Wcv-Vc-001: the custom class InterfaceBuilderTests.BadgeView of <viewController> of class BadgeView is not a subclass of UIViewController. Pick a UIViewController subclass in the Custom Class field. A UIViewController is created instead.")
    }

    @Test func containmentCycleIsRefused() throws {
        let error = try loadError("Cycle")
        #expect(error.description == "Cycle.storyboard:38: object Cyb-Vc-001: containment segues form a cycle: Cya-Vc-001 → Cyb-Vc-001 → Cya-Vc-001. A view controller cannot contain itself; remove one of these relationship or embed segues.")
    }

    @Test func duplicateIDIsRefused() throws {
        #expect(try loadError("DuplicateID").description == "DuplicateID.storyboard:19: object Dup-Vw-001: the id Dup-Vw-001 is already used by <view> at line 16. Every object needs its own id; give this one a new id.")
    }

    @Test func otherXMLIsNotAnInterfaceBuilderDocument() throws {
        #expect(try loadError("NotInterfaceBuilder").description == "NotInterfaceBuilder.storyboard:2: the root element is <plist>, not an iOS storyboard or xib (<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"> or \"com.apple.InterfaceBuilder3.CocoaTouch.XIB\").")
    }

    @Test func compiledStoryboardIsNamedAsSuch() throws {
        let folder = try Fixtures.temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Main.storyboardc"), withIntermediateDirectories: true)
        let bundle = try #require(Bundle(path: folder.path))
        do {
            _ = try UIStoryboard.load(name: "Main", bundle: bundle)
            Issue.record("a compiled storyboard loaded")
        } catch let error as InterfaceBuilderError {
            #expect(error.code == .compiledFile)
            #expect(error.file == "Main.storyboardc")
            #expect(error.message.hasPrefix("only the compiled storyboard \(folder.path)/Main.storyboardc is in the bundle; compiled files are not XML and cannot be read. Add Main.storyboard"))
        }
    }

    @Test func missingStoryboardIsReportedAndInstantiatesNothing() throws {
        let runtime = HeadlessRuntime.current
        let storyboard = UIStoryboard(name: "Nowhere", bundle: Fixtures.bundle)
        #expect(storyboard.instantiateInitialViewController() == nil)
        let diagnostic = try #require(runtime.diagnostics.all.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.code == "interfaceBuilder.fileNotFound")
        #expect(diagnostic.message.hasPrefix("Nowhere.storyboard: could not find a storyboard named 'Nowhere' in bundle "))
    }

    @Test func malformedStoryboardLoadedImplicitlyIsReported() throws {
        let runtime = HeadlessRuntime.current
        let storyboard = UIStoryboard(name: "Malformed", bundle: Fixtures.bundle)
        #expect(storyboard.instantiateInitialViewController() == nil)
        #expect(runtime.diagnostics.all.map(\.code) == ["interfaceBuilder.malformedXML"])
    }
}

/// Damaged copies of a real file: every one is read or refused with an error, never a crash.
@MainActor
@Suite(.freshRuntime) struct DamagedFileTests {
    @Test func truncatedFilesAreRefusedCleanly() throws {
        let data = try Data(contentsOf: Fixtures.url("MasterDetail.storyboard"))
        var refused = 0
        let cuts = Array(stride(from: 0, to: data.count, by: max(1, data.count / 40)))
        for end in cuts {
            do {
                _ = try IBTestAccess.parse(data.prefix(end), fileName: "Cut.storyboard")
            } catch let error as InterfaceBuilderError {
                #expect(error.file == "Cut.storyboard")
                refused += 1
            }
        }
        #expect(refused == cuts.count)
    }

    @Test func hostileValuesAreReportedNotTrusted() throws {
        let runtime = HeadlessRuntime.current
        let url = try Fixtures.temporaryFolder().appendingPathComponent("Values.storyboard")
        try StoryboardText.scene(controllerClass: "EmbeddedChildController", subviews: """
                            <view tag="not-a-number" alpha="nan" contentMode="scaleToFill" id="Val-Vw-001">
                                <rect key="frame" x="nan" y="0.0" width="-5" height="1e400"/>
                                <color key="backgroundColor" systemColor="noSuchColor"/>
                            </view>
        """).write(to: url, atomically: true, encoding: .utf8)
        let controller = try #require(try UIStoryboard.load(contentsOf: url).instantiateInitialViewController())
        let view = try #require(controller.view.subviews.first)
        #expect(view.frame == .zero)
        #expect(view.tag == 0)
        #expect(view.alpha == 1)
        #expect(view.backgroundColor == nil)
        #expect(runtime.diagnostics.all.map(\.code) == ["interfaceBuilder.invalidValue", "interfaceBuilder.invalidValue"])
        #expect(runtime.diagnostics.all.first?.message == "Values.storyboard:17: object Val-Vw-001: the frame of <view> is not four finite numbers with a non-negative size; the view gets a zero frame.")
    }

    @Test func baseLocalizationFolderIsSearched() throws {
        let folder = try Fixtures.temporaryFolder()
        let base = folder.appendingPathComponent("Base.lproj")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.url("LaunchScreen.storyboard"), to: base.appendingPathComponent("LaunchScreen.storyboard"))
        let bundle = try #require(Bundle(path: folder.path))
        let storyboard = try UIStoryboard.load(name: "LaunchScreen", bundle: bundle, requiresInitialViewController: true)
        #expect(storyboard.instantiateInitialViewController()?.view.frame.width == 375)
    }
}
