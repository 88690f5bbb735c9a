import Foundation
@_spi(Headless) import UIKit

/// The table of a `List`: one section, a row per resolved row node, each cell holding the
/// row's mounted view. A row appears when its cell will be displayed and disappears when it
/// ends display, as SwiftUI's lazy rows do (References §59.5).
@MainActor
final class HostedList: NSObject, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    private var rows: [ViewNode] = []
    private var inheritedColor: UIColor?

    override init() {
        super.init()
        tableView.register(HostedRowCell.self, forCellReuseIdentifier: HostedRowCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        tableView.dataSource = self
        tableView.delegate = self
    }

    func setRows(_ rows: [ViewNode], inherited color: UIColor?) {
        self.rows = rows
        inheritedColor = color
        tableView.reloadData()
    }

    func appearRows() {
        for case let cell as HostedRowCell in tableView.visibleCells { cell.mounted?.appear() }
    }

    func disappearRows() {
        for case let cell as HostedRowCell in tableView.visibleCells { cell.mounted?.disappear() }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: HostedRowCell.reuseIdentifier, for: indexPath)
        if let cell = cell as? HostedRowCell, rows.indices.contains(indexPath.row) {
            cell.show(rows[indexPath.row], inherited: inheritedColor)
        }
        return cell
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        (cell as? HostedRowCell)?.mounted?.appear()
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        (cell as? HostedRowCell)?.mounted?.disappear()
    }
}

/// A cell showing one row of a `List`.
final class HostedRowCell: UITableViewCell {
    static let reuseIdentifier = "SwiftUI.List.Row"
    private(set) var mounted: MountedView?

    /// Shows `node`: the mounted view updates in place when the node is the same row.
    func show(_ node: ViewNode, inherited color: UIColor?) {
        if let mounted, mounted.identity == node.identity, mounted.tag == node.tag {
            mounted.update(to: node, inherited: color, isVisible: mounted.hasAppeared)
            return
        }
        if let old = mounted {
            old.disappear()
            old.view.removeFromSuperview()
        }
        let fresh = MountedView(node, inherited: color)
        mounted = fresh
        fresh.view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(fresh.view)
        NSLayoutConstraint.activate([
            fresh.view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            fresh.view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
            fresh.view.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            fresh.view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
        ])
    }
}
