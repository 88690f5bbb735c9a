@_spi(Headless) import UIKit
import HeadlessCore

/// The data source of an exploration screen's list: it checks that `reloadData()` asks for
/// the counts before it returns and that no cell of a reload is asked before them
/// (References §50.1).
final class ExplorationListSource: NSObject, UITableViewDataSource {
    var rows = 0
    private var countsSinceReload = true

    func reload(_ table: UITableView?) {
        guard let table else { return }
        countsSinceReload = false
        table.reloadData()
        if !countsSinceReload {
            FidelityInvariants.noteList("\(table.traceName): reloadData() returned without asking numberOfRowsInSection.")
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        countsSinceReload = true
        return rows
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if !countsSinceReload {
            FidelityInvariants.noteList("\(tableView.traceName): cellForRowAt \(indexPath) before the reload's numberOfRowsInSection.")
        }
        return tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}

/// The screen an exploration fills its app with: a plain view controller that follows every
/// contract (calls `super`, captures nothing strongly) and has a subview, so that any
/// violation found is the framework's.
final class ExplorationScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)))
    }

    /// The screen's list, once ``reloadList(rows:)`` gave it one.
    private var list: UITableView?
    private let listSource = ExplorationListSource()

    /// Gives the screen a short list below its square (once) and reloads it with `rows` rows.
    func reloadList(rows: Int) {
        listSource.rows = rows
        if list == nil {
            let table = UITableView(frame: CGRect(x: 0, y: 44, width: 200, height: 132), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = listSource
            view.addSubview(table)
            list = table
        }
        listSource.reload(list)
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}
