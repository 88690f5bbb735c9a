// A SwiftUI screen hosted in a UIKit app, as MVVM apps write it (a view model observed through
// an ObservableObject wrapper with a @Published array, a List of Buttons, onAppear, a preview,
// UIHostingController behind #available), plus Combine's subjects and subscribers. Compiled in
// Swift 6 mode (CompatibilityTests) and Swift 5 mode (CompatibilitySwift5Tests links this file).
// Inside this package the stand-ins keep their own module names; a ported app's targets are
// compiled with `-module-alias SwiftUI=HeadlessSwiftUI -module-alias Combine=HeadlessCombine`
// (References §59.7), so the app's `import SwiftUI` / `import Combine` and
// `Combine.AnyCancellable` compile unchanged.
import Foundation
import UIKit
import HeadlessSwiftUI
import HeadlessCombine

/// A row's view model, a class made Identifiable by an extension (its id is its identity).
final class IOSStyleRecentQuery {
    let text: String
    init(text: String) { self.text = text }
}

@available(iOS 13.0, *)
extension IOSStyleRecentQuery: Identifiable {}

/// A plain view model that calls back its observer when its items change.
@MainActor
final class IOSStyleRecentQueriesModel {
    private(set) var items: [IOSStyleRecentQuery] = [] {
        didSet { observer?(items) }
    }
    var observer: (([IOSStyleRecentQuery]) -> Void)?
    private(set) var selected: [String] = []
    private(set) var loads = 0

    func load() {
        loads += 1
        items = ["Batman", "Dune", "Alien"].map(IOSStyleRecentQuery.init)
    }

    func select(_ item: IOSStyleRecentQuery) { selected.append(item.text) }
}

/// The ObservableObject the SwiftUI view reads.
@available(iOS 13.0, *)
@MainActor
final class IOSStyleRecentQueriesWrapper: ObservableObject {
    let model: IOSStyleRecentQueriesModel?
    @Published var items: [IOSStyleRecentQuery] = []

    init(model: IOSStyleRecentQueriesModel?) {
        self.model = model
        model?.observer = { [weak self] in self?.items = $0 }
    }
}

@available(iOS 13.0, *)
struct IOSStyleRecentQueriesView: View {
    @ObservedObject var wrapper: IOSStyleRecentQueriesWrapper

    var body: some View {
        List(wrapper.items) { item in
            Button(action: {
                self.wrapper.model?.select(item)
            }) {
                Text(item.text)
            }
        }
        .onAppear {
            self.wrapper.model?.load()
        }
    }
}

#if DEBUG
@available(iOS 13.0, *)
struct IOSStyleRecentQueriesView_Previews: PreviewProvider {
    static var previews: some View {
        IOSStyleRecentQueriesView(wrapper: previewWrapper)
    }

    static var previewWrapper: IOSStyleRecentQueriesWrapper = {
        let wrapper = IOSStyleRecentQueriesWrapper(model: nil)
        wrapper.items = [IOSStyleRecentQuery(text: "preview")]
        return wrapper
    }()
}
#endif

/// A screen that embeds the suggestions as a child controller, made by a factory with an
/// availability branch (UIKit before iOS 13).
@MainActor
final class IOSStyleSearchScreen: UIViewController {
    let model = IOSStyleRecentQueriesModel()
    private(set) var suggestions: UIViewController?

    static func makeSuggestions(model: IOSStyleRecentQueriesModel) -> UIViewController {
        if #available(iOS 13.0, *) {
            let view = IOSStyleRecentQueriesView(wrapper: IOSStyleRecentQueriesWrapper(model: model))
            return UIHostingController(rootView: view)
        } else {
            return UITableViewController()
        }
    }

    func showSuggestions() {
        let child = Self.makeSuggestions(model: model)
        addChild(child)
        child.view.frame = view.bounds
        view.addSubview(child.view)
        child.didMove(toParent: self)
        suggestions = child
    }
}

/// Combine as view models use it: subjects, sink, assign, map, store(in:).
@MainActor
final class IOSStyleSearchCounter {
    let queries = PassthroughSubject<String, Never>()
    let total = CurrentValueSubject<Int, Never>(0)
    private(set) var lastQuery = ""
    var lengths: [Int] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        queries
            .map { $0.count }
            .sink { [weak self] in self?.lengths.append($0) }
            .store(in: &cancellables)
        queries.sink { [weak self] query in
            guard let self else { return }
            self.lastQuery = query
            self.total.value += 1
        }
        .store(in: &cancellables)
    }
}

/// `assign(to:on:)` onto an object's property.
final class IOSStyleTitleHolder {
    var title = ""
}
