import UIKit

/// A long list in a navigation controller: 500 fruits, a detail screen per row. Drive it with
/// `--actions "scroll down, scroll-to Fruit 120, tap Fruit 120, back, scroll-to-top"`; each
/// cell says when it is displayed, reused and ended, so the output shows that only the visible
/// rows have cells.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: FruitListViewController(style: .plain))
        window?.makeKeyAndVisible()
        return true
    }
}

/// The list: its cells come from a registered class and are reused as it scrolls.
final class FruitListViewController: UITableViewController {
    let fruits = (1...500).map { "Fruit \($0)" }
    private(set) var liveCells = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruits"
        tableView.register(FruitCell.self, forCellReuseIdentifier: "fruit")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        liveCells += 1
    }

    override func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        liveCells -= 1
    }

    override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        let first = tableView.indexPathsForVisibleRows?.first?.row ?? 0
        print("list: dragged to \(fruits[first]); \(liveCells) cells displayed")
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        print("list: selected \(fruits[indexPath.row])")
        navigationController?.pushViewController(FruitDetailViewController(fruit: fruits[indexPath.row]), animated: true)
    }

    override func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        print("list: back at the top")
    }
}

/// A cell that says when it is reused.
final class FruitCell: UITableViewCell {
    override func prepareForReuse() {
        super.prepareForReuse()
        accessoryType = .none
    }
}

/// One fruit.
final class FruitDetailViewController: UIViewController {
    let fruit: String

    init(fruit: String) {
        self.fruit = fruit
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = fruit
        let label = UILabel(frame: CGRect(x: 20, y: 120, width: 300, height: 30))
        label.text = "You picked \(fruit)"
        view.addSubview(label)
    }
}
