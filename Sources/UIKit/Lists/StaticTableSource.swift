import HeadlessCore
import Foundation

/// The data source of a storyboard's static table (`dataMode="static"`) that has no other:
/// its sections, cells and titles, as the table view holds them.
@MainActor
final class StaticTableSource: NSObject, UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { tableView.staticSections?.count ?? 0 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let sections = tableView.staticSections, sections.indices.contains(section) else { return 0 }
        return sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let sections = tableView.staticSections, sections.indices.contains(indexPath.section),
              sections[indexPath.section].indices.contains(indexPath.row) else {
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return sections[indexPath.section][indexPath.row]
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView.staticTitle(section, header: true)
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tableView.staticTitle(section, header: false)
    }
}

extension UITableView {
    /// The data source the rows come from: the app's, else the static sections'.
    var rowSource: UITableViewDataSource? { dataSource ?? staticSource }

    /// A static section's header or footer title.
    func staticTitle(_ section: Int, header: Bool) -> String? {
        let titles = header ? staticHeaderTitles : staticFooterTitles
        return titles.indices.contains(section) ? titles[section] : nil
    }
}
