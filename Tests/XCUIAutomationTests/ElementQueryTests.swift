import Foundation
import Testing
@_spi(Headless) import UIKit
@_spi(Headless) import UIKitTesting
@_spi(Headless) import XCUIAutomation

/// Queries, element types and attributes follow iOS's accessibility rules.
@MainActor
@Suite(.freshRuntime) struct ElementQueryTests {
    @Test func buttonsAreFoundByIdentifierAndByLabel() {
        let app = catalogApplication()
        app.launch()
        #expect(app.buttons["save"].exists)
        #expect(app.buttons["Save"].exists)
        #expect(app.buttons["save"].label == "Save")
        #expect(app.buttons["save"].identifier == "save")
        #expect(app.buttons["Disabled"].isEnabled == false)
        #expect(app.buttons["Nothing"].exists == false)
    }

    @Test func staticTextsSwitchesAndSlidersHaveTheirValues() {
        let app = catalogApplication()
        app.launch()
        #expect(app.staticTexts["status"].label == "Ready")
        #expect(app.switches["notifications"].value as? String == "0")
        #expect(app.sliders["volume"].value as? String == "50%")
        #expect(app.steppers["count"].buttons.count == 2)
        #expect(app.segmentedControls.buttons["One"].isSelected)
        #expect(!app.segmentedControls.buttons["Two"].isSelected)
        // A hidden label is not an element.
        #expect(!app.staticTexts["Arrived"].exists)
    }

    @Test func textFieldsShowTheirPlaceholderUntilTyped() {
        let app = catalogApplication()
        app.launch()
        let name = app.textFields["Name"]
        #expect(name.placeholderValue == "Name")
        #expect(name.value as? String == "Name")
        name.tap()
        #expect(name.hasFocus)
        name.typeText("Ada")
        #expect(name.value as? String == "Ada")
        #expect(app.keyboards.count == 1)
        app.keys["b"].tap()
        #expect(name.value as? String == "Adab")
        let password = app.secureTextFields["Password"]
        password.tap()
        password.typeText("secret")
        #expect(password.value as? String == "••••••")
    }

    @Test func theNavigationBarIsIdentifiedByItsTitleAndHoldsItsItems() {
        let app = catalogApplication()
        app.launch()
        #expect(app.navigationBars["Form"].exists)
        #expect(app.navigationBars["Form"].buttons["Info"].exists)
        #expect(app.navigationBars.count == 1)
    }

    @Test func cellsHoldTheirStaticTexts() {
        let app = catalogApplication()
        app.launch()
        app.buttons["Show List"].tap()
        #expect(app.navigationBars["Fruit"].waitForExistence(timeout: 1))
        #expect(app.tables.cells.count == 3)
        #expect(app.cells["row-1"].staticTexts["Pears"].exists)
        #expect(app.tables.cells.element(boundBy: 2).label == "Plums")
        #expect(app.cells.containing(.staticText, identifier: "Apples").count == 1)
        #expect(app.tables.cells.firstMatch.identifier == "row-0")
        app.cells["row-2"].tap()
        #expect(app.navigationBars["Plums"].waitForExistence(timeout: 1))
        // Back, through the back button the bar draws.
        app.navigationBars.buttons["Form"].tap()
        #expect(app.buttons["save"].waitForExistence(timeout: 1))
    }

    @Test func blockPredicatesReceiveTheAttributes() {
        let app = catalogApplication()
        app.launch()
        let titled = NSPredicate { object, _ in (object as? XCUIElementAttributes)?.label.hasPrefix("S") == true }
        #expect(app.buttons.matching(titled).count == 2)  // Save, Show List
        #expect(app.descendants(matching: .any).matching(.button, identifier: "save").count == 1)
        #expect(app.children(matching: .window).count == 1)
    }

    @Test func theTreeListsTheScreenInReadingOrder() {
        let app = catalogApplication()
        app.launch()
        let tree = app.debugDescription
        #expect(tree.contains("Application"))
        #expect(tree.contains("NavigationBar, {{0.0, "))
        let lines = tree.split(separator: "\n")
        let save = lines.firstIndex { $0.contains("identifier: 'save'") }
        let status = lines.firstIndex { $0.contains("identifier: 'status'") }
        #expect(save != nil && status != nil && save! < status!)
        #expect(app.buttons["save"].debugDescription.contains("→"))
    }
}
