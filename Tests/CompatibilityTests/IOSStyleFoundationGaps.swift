// Foundation API that iOS code calls and Linux's Foundation lacks (issue 33 item 6), in the form
// `lifecycle port` gives it: the code is unchanged, and the file gets `@_spi(Headless) import
// UIKit`, which brings `NSAttributedString()`, `RelativeDateTimeFormatter` and
// `UserDefaults.value(forKey:)`/`setValue(_:forKey:)` (PortRewriterTests check the import;
// References §61). Compiled in Swift 6 mode (CompatibilityTests) and Swift 5 mode
// (CompatibilitySwift5Tests links this same file).
import Foundation
@_spi(Headless) import UIKit

/// A feed row's header as apps build it: "Updated 2 hours ago" and an attributed count.
final class FeedHeaderViewController: UIViewController {
    let updatedLabel = UILabel()
    let countLabel = UILabel()
    var defaults = UserDefaults.standard
    var now = Date()

    private lazy var relativeFormatter: RelativeDateTimeFormatter = {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .full
        formatter.dateTimeStyle = .named
        formatter.locale = Locale(identifier: "en_US")
        return formatter
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(updatedLabel)
        view.addSubview(countLabel)
        refresh()
    }

    func markRefreshed(at date: Date) {
        defaults.setValue(date, forKey: "lastRefresh")
        defaults.setValue((defaults.value(forKey: "refreshCount") as? Int ?? 0) + 1, forKey: "refreshCount")
        refresh()
    }

    func refresh() {
        if let last = defaults.value(forKey: "lastRefresh") as? Date {
            updatedLabel.text = "Updated " + relativeFormatter.localizedString(for: last, relativeTo: now)
        } else {
            updatedLabel.text = "Never updated"
        }
        let count = defaults.value(forKey: "refreshCount") as? Int ?? 0
        let title = NSMutableAttributedString()
        title.append(NSAttributedString(string: "Refreshed "))
        title.append(NSAttributedString(string: "\(count)", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)]))
        title.append(count == 1 ? NSAttributedString(string: " time") : NSAttributedString(string: " times"))
        countLabel.attributedText = count == 0 ? NSAttributedString() : title
    }
}
