import UIKit

/// The first screen: buttons that push the detail screen and present the sheet.
final class ListViewController: LoggingViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
        let showDetail = UIButton(type: .system)
        showDetail.accessibilityIdentifier = "show-detail"
        showDetail.addAction(UIAction { [weak self] _ in
            self?.navigationController?.pushViewController(DetailViewController(), animated: true)
        }, for: .touchUpInside)
        view.addSubview(showDetail)
        let showSheet = UIButton(type: .system)
        showSheet.accessibilityIdentifier = "show-sheet"
        showSheet.addAction(UIAction { [weak self] _ in
            self?.present(SheetViewController(), animated: true)
        }, for: .touchUpInside)
        view.addSubview(showSheet)
    }
}

/// The pushed screen.
final class DetailViewController: LoggingViewController {}

/// The presented sheet.
final class SheetViewController: LoggingViewController {}
