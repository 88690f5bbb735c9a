import PortRewriter
import Testing

/// Selector names are spelled as Objective-C spells them.
@Suite struct SelectorNameTests {
    @Test func methodNames() {
        #expect(SelectorName.method("refresh", labels: []) == "refresh")
        #expect(SelectorName.method("tap", labels: ["_"]) == "tap:")
        #expect(SelectorName.method("buttonTapped", labels: ["_"]) == "buttonTapped:")
        #expect(SelectorName.method("doThing", labels: ["with"]) == "doThingWith:")
        #expect(SelectorName.method("tableView", labels: ["_", "didSelectRowAt"]) == "tableView:didSelectRowAt:")
        #expect(SelectorName.method("move", labels: ["_", "_"]) == "move::")
    }

    @Test func swiftNamesAsWrittenInSelectorExpressions() {
        #expect(SelectorName.fromSwiftName("buttonTapped(_:)") == "buttonTapped:")
        #expect(SelectorName.fromSwiftName("doThing(with:)") == "doThingWith:")
        #expect(SelectorName.fromSwiftName("refresh()") == "refresh")
        #expect(SelectorName.fromSwiftName("doThing(_: with:)") == "doThing:with:")
        #expect(SelectorName.fromSwiftName("refresh") == nil)
        #expect(SelectorName.setter("title") == "setTitle:")
    }
}
