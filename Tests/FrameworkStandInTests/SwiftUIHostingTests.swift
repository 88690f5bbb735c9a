import Foundation
import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import HeadlessSwiftUI

/// The SwiftUI stand-in: a hosting controller renders its view into UIKit views, a tap on a
/// row's text runs the button's action, `@Published` changes re-render on the next turn, and
/// `onAppear` runs once per appearance (References §59).
@MainActor
@Suite(.freshRuntime) struct SwiftUIHostingTests {
    struct Suggestion: Identifiable {
        let id: Int
        let query: String
    }

    final class Suggestions: ObservableObject {
        @Published var items: [Suggestion] = []
        var chosen: [String] = []
        var appearances = 0
    }

    struct SuggestionList: View {
        @ObservedObject var model: Suggestions

        var body: some View {
            List(model.items) { item in
                Button(action: { self.model.chosen.append(item.query) }) {
                    Text(item.query)
                }
            }
            .onAppear { self.model.appearances += 1 }
        }
    }

    private func rowTexts(_ host: UIViewController) -> [String] {
        guard let table = host.view.subviews.first as? UITableView else { return [] }
        return table.visibleCells.compactMap { cell in
            cell.contentView.subviews.compactMap { ($0 as? UIButton)?.currentTitle }.first
        }
    }

    @Test func aListOfButtonsShowsItsRowsAndATapRunsTheAction() {
        let harness = LifecycleHarness()
        let model = Suggestions()
        model.items = [Suggestion(id: 1, query: "Batman"), Suggestion(id: 2, query: "Superman")]
        let host = UIHostingController(rootView: SuggestionList(model: model))
        harness.show(host)
        #expect(host.view.subviews.first is UITableView)
        #expect(rowTexts(host) == ["Batman", "Superman"])
        // The rendered texts are what the wireframe and the accessibility snapshot show.
        let lines = harness.wireframe().lines
        #expect(lines.contains { $0.contains("Batman") } && lines.contains { $0.contains("Superman") })
        #expect(harness.window?.tappableElementDescriptions.contains { $0.contains("\"Superman\"") } == true)
        harness.tap("Superman")
        #expect(model.chosen == ["Superman"])
        harness.verify()
    }

    @Test func settingAPublishedPropertyUpdatesTheRowsOnTheNextTurn() {
        let harness = LifecycleHarness()
        let model = Suggestions()
        let host = UIHostingController(rootView: SuggestionList(model: model))
        harness.show(host)
        #expect(rowTexts(host).isEmpty)
        let mark = harness.mark()
        harness.perform("publish") {
            model.items = [Suggestion(id: 1, query: "Batman")]
            model.items.append(Suggestion(id: 2, query: "Joker"))
            // objectWillChange fired twice; the view is rendered on the next turn, once.
            #expect(rowTexts(host).isEmpty)
        }
        #expect(rowTexts(host) == ["Batman", "Joker"])
        let notes = harness.trace(since: mark).events.filter { $0.kind == .note && $0.callback.contains("body evaluated again") }
        #expect(notes.count == 1)
        harness.tap("Joker")
        #expect(model.chosen == ["Joker"])
        harness.verify()
    }

    @Test func onAppearRunsOncePerAppearance() {
        let harness = LifecycleHarness()
        let model = Suggestions()
        let host = UIHostingController(rootView: SuggestionList(model: model))
        let navigation = UINavigationController(rootViewController: host)
        harness.show(navigation)
        #expect(model.appearances == 1)
        harness.perform("publish") { model.items = [Suggestion(id: 1, query: "Batman")] }
        #expect(model.appearances == 1)
        harness.perform("push") { navigation.pushViewController(UIViewController(), animated: false) }
        harness.perform("pop") { navigation.popViewController(animated: false) }
        #expect(model.appearances == 2)
        harness.verify()
    }

    struct TrackedRows: View {
        let items: [Suggestion]
        let log: (String) -> Void

        var body: some View {
            List(items) { item in
                Text(item.query)
                    .onAppear { log("appear \(item.query)") }
                    .onDisappear { log("disappear \(item.query)") }
            }
        }
    }

    @Test func listRowsAppearWithTheirCellsAndDisappearWithTheScreen() {
        let harness = LifecycleHarness()
        var log: [String] = []
        let items = [Suggestion(id: 1, query: "Batman"), Suggestion(id: 2, query: "Joker")]
        let host = UIHostingController(rootView: TrackedRows(items: items, log: { log.append($0) }))
        let navigation = UINavigationController(rootViewController: host)
        harness.show(navigation)
        #expect(log == ["appear Batman", "appear Joker"])
        harness.perform("push") { navigation.pushViewController(UIViewController(), animated: false) }
        #expect(log == ["appear Batman", "appear Joker", "disappear Batman", "disappear Joker"])
        harness.perform("pop") { navigation.popViewController(animated: false) }
        #expect(log.suffix(2) == ["appear Batman", "appear Joker"])
        #expect(log.count == 6)
        harness.verify()
    }

    struct Counter: View {
        @State var count = 0
        let onShow: () -> Void

        var body: some View {
            VStack {
                Text("Count \(count)")
                Button("Add") { count += 1 }
                if count > 1 {
                    Text("Many").onAppear(perform: onShow)
                }
            }
        }
    }

    @Test func stateSurvivesRendersAndInsertedViewsAppear() {
        let harness = LifecycleHarness()
        var shown = 0
        let host = UIHostingController(rootView: Counter(onShow: { shown += 1 }))
        harness.show(host)
        harness.tap("Add")
        harness.tap("Add")
        let stack = host.view.subviews.first as? UIStackView
        #expect(stack?.arrangedSubviews.compactMap { ($0 as? UILabel)?.text } == ["Count 2", "Many"])
        #expect(shown == 1)
        harness.tap("Add")
        #expect(shown == 1)
        harness.verify()
    }

    struct Endless: View {
        var body: some View { Endless() }
    }

    @Test func aViewThatContainsItselfIsReportedNotFollowedForever() {
        let harness = LifecycleHarness()
        let host = UIHostingController(rootView: Endless())
        harness.expectDiagnostics("swiftUI.view.tooDeep") { _ = host.view }
        harness.allowLeak(host)
        harness.verify()
    }
}
