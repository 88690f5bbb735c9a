import Testing
import UIKit
import UIKitTesting
import HeadlessSwiftUI
import HeadlessCombine

/// The SwiftUI and Combine code of `IOSStyleSwiftUI.swift` behaves as on iOS, driven through
/// Apple's API and the kit's public API only.
@MainActor
@Suite(.freshRuntime) struct IOSStyleSwiftUITests {
    @Test func theEmbeddedSuggestionsLoadOnAppearAndATapSelects() {
        let harness = LifecycleHarness()
        let screen = IOSStyleSearchScreen()
        harness.show(screen)
        harness.perform("focus") { screen.showSuggestions() }
        #expect(screen.model.loads == 1)
        harness.tap("Dune")
        #expect(screen.model.selected == ["Dune"])
        harness.verify()
    }

    @Test func combineSubjectsReachTheirSubscribers() {
        let counter = IOSStyleSearchCounter()
        counter.queries.send("Batman")
        counter.queries.send("Up")
        #expect(counter.lengths == [6, 2])
        #expect(counter.lastQuery == "Up")
        #expect(counter.total.value == 2)
        let holder = IOSStyleTitleHolder()
        let subscription = Just("Title").assign(to: \.title, on: holder)
        #expect(holder.title == "Title")
        subscription.cancel()
    }

    @Test func aPublishedPropertyAnnouncesItsChangeBeforeItHappens() {
        let wrapper = IOSStyleRecentQueriesWrapper(model: nil)
        var seen: [Int] = []
        let subscription = wrapper.objectWillChange.sink { seen.append(wrapper.items.count) }
        wrapper.items = [IOSStyleRecentQuery(text: "a")]
        wrapper.items.append(IOSStyleRecentQuery(text: "b"))
        #expect(seen == [0, 1])
        subscription.cancel()
    }
}
