// Search as iOS apps write it, in the style of Apple's "Modern Collection Views" sample
// (a list filtered by a search controller in the navigation item, and a standalone search bar
// above a collection view with its delegate), compiled with `import UIKit` alone in Swift 6
// mode (CompatibilityTests) and Swift 5 mode (CompatibilitySwift5Tests links this same file).
import Testing
import UIKit
import UIKitTesting

/// A list of mountains filtered by a search controller in the navigation item.
final class MountainsSearchViewController: UIViewController, UISearchResultsUpdating {
    enum Section: Hashable, Sendable { case main }

    let allMountains = ["Aconcagua", "Denali", "Elbrus", "Everest", "K2", "Kilimanjaro", "Mont Blanc"]
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Mountains Search"
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: name)
        }
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.hidesNavigationBarDuringPresentation = false
        searchController.searchBar.placeholder = "Search Mountains"
        searchController.searchBar.scopeButtonTitles = ["All", "Tall"]
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
        performQuery(with: nil)
    }

    func updateSearchResults(for searchController: UISearchController) {
        performQuery(with: searchController.searchBar.text)
    }

    func performQuery(with filter: String?) {
        let names = allMountains.filter { filter?.isEmpty ?? true || $0.lowercased().contains(filter!.lowercased()) }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(names)
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    var shownNames: [String] { dataSource.snapshot().itemIdentifiers }
}

/// A standalone search bar pinned above a list, filtering as its delegate hears the text.
final class CitiesSearchBarViewController: UIViewController, UISearchBarDelegate {
    let searchBar = UISearchBar(frame: .zero)
    let allCities = ["Lisbon", "London", "Lyon", "Paris"]
    private(set) var shown: [String] = []
    private(set) var searches: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        shown = allCities
        searchBar.delegate = self
        searchBar.searchBarStyle = .minimal
        searchBar.placeholder = "Search Cities"
        searchBar.autocapitalizationType = .none
        searchBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(searchBar)
        NSLayoutConstraint.activate([
            searchBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            searchBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            searchBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        shown = searchText.isEmpty ? allCities : allCities.filter { $0.lowercased().hasPrefix(searchText.lowercased()) }
    }

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        searchBar.setShowsCancelButton(true, animated: true)
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        searches.append(searchBar.text ?? "")
        searchBar.resignFirstResponder()
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        searchBar.text = ""
        self.searchBar(searchBar, textDidChange: "")
        searchBar.setShowsCancelButton(false, animated: true)
        searchBar.resignFirstResponder()
    }
}

/// The search code above behaves as on iOS, driven by what a person sees.
@MainActor
@Suite(.freshRuntime) struct IOSStyleSearchTests {
    @Test func aSearchControllerInTheNavigationItemFiltersTheList() {
        let harness = LifecycleHarness()
        let mountains = MountainsSearchViewController()
        harness.show(UINavigationController(rootViewController: mountains))
        #expect(mountains.shownNames.count == 7)
        harness.tap("Search Mountains")
        #expect(mountains.searchController.isActive)
        harness.perform("type el") {
            mountains.searchController.searchBar.searchTextField.insertText("e")
            mountains.searchController.searchBar.searchTextField.insertText("l")
        }
        #expect(mountains.shownNames == ["Elbrus"])
        harness.tap("Cancel")
        #expect(!mountains.searchController.isActive)
        #expect(mountains.shownNames.count == 7)
        #expect(harness.failures.isEmpty)
    }

    @Test func aStandaloneSearchBarTellsItsDelegate() {
        let harness = LifecycleHarness()
        let cities = CitiesSearchBarViewController()
        harness.show(cities)
        harness.tap("Search Cities")
        #expect(cities.searchBar.isFirstResponder)
        harness.perform("type l") { cities.searchBar.searchTextField.insertText("l") }
        #expect(cities.shown == ["Lisbon", "London", "Lyon"])
        harness.tap("Cancel")
        #expect(cities.shown == cities.allCities)
        #expect(!cities.searchBar.isFirstResponder)
        #expect(harness.failures.isEmpty)
    }
}
