// A task started in `viewDidLoad` that awaits a nonisolated `async` function calling
// `URLSession.shared.data(from:)`, and shows an alert when it fails (the pattern of OrderApp
// and most async/await iOS tutorials; issue 35, item 4), in the form `lifecycle port` gives
// it: `Task {` becomes `Task.headless {` and `URLSession(configuration:` becomes
// `URLSession.headless(configuration:` (PortRewriterTests check the rewrite; References §54).
// Compiled in Swift 6 mode (CompatibilityTests) and Swift 5 mode (CompatibilitySwift5Tests
// links this same file).
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(Headless) import UIKit

/// The app's service: nonisolated, so its `async` functions run off the main actor.
final class CategoryService: Sendable {
    static let shared = CategoryService()
    let baseURL = URL(string: "http://localhost:8080/")!

    struct NotFound: Error {}

    func fetchCategories() async throws -> [String] {
        let (data, response) = try await URLSession.shared.data(from: baseURL.appendingPathComponent("categories"))
        guard let http = response as? HTTPURLResponse, http.statusCode == 200 else { throw NotFound() }
        let decoded = try JSONSerialization.jsonObject(with: data) as? [String: [String]]
        return decoded?["categories"] ?? []
    }

    /// A session of the app's own with an ephemeral configuration.
    func fetchMenu(session: URLSession) async throws -> Data {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent("menu"))
        return data
    }
}

/// The categories screen: loads in `viewDidLoad`, shows the categories or an alert.
final class CategoriesViewController: UITableViewController {
    var categories: [String] = []
    var events: [String] = []
    var task: Task<Void, Never>?

    override func viewDidLoad() {
        super.viewDidLoad()
        task = Task.headless {
            do {
                let categories = try await CategoryService.shared.fetchCategories()
                updateUI(with: categories)
            } catch {
                displayError(error, title: "Failed to Fetch Categories")
            }
        }
    }

    func updateUI(with categories: [String]) {
        self.categories = categories
        events.append("loaded \(categories.count)")
        tableView.reloadData()
    }

    func displayError(_ error: Error, title: String) {
        events.append("error: \((error as? URLError)?.code == .notConnectedToInternet ? "offline" : "\(error)")")
        guard viewIfLoaded?.window != nil else { return }
        let alert = UIAlertController(title: title, message: error.localizedDescription, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Dismiss", style: .default, handler: nil))
        present(alert, animated: true)
    }
}

/// A menu screen that loads through a session of its own, made with an ephemeral
/// configuration, from a detached task that hops back to the main actor.
final class EphemeralMenuViewController: UIViewController {
    let session = URLSession.headless(configuration: .ephemeral)
    var status = "loading"

    override func viewDidLoad() {
        super.viewDidLoad()
        let session = session
        Task.headlessDetached {
            let outcome: String
            do {
                _ = try await CategoryService.shared.fetchMenu(session: session)
                outcome = "loaded"
            } catch {
                outcome = "failed \((error as? URLError)?.code.rawValue ?? 0)"
            }
            await MainActor.run { self.status = outcome }
        }
    }
}

/// A search field that waits 0.3 s after the last keystroke (the debounce of many apps), and a
/// banner that hides itself 2 s after it shows, in the form `lifecycle port` gives them:
/// `Task.sleep` becomes `Task.headlessSleep`, on the virtual clock (References §54.5).
final class SearchViewController: UIViewController {
    var searchTask: Task<Void, Never>?
    var searches: [String] = []
    let banner = UILabel()

    func textDidChange(_ text: String) {
        searchTask?.cancel()
        searchTask = Task.headless {
            do {
                try await Task.headlessSleep(nanoseconds: 300_000_000)
            } catch {
                return
            }
            searches.append(text)
        }
    }

    func showBanner() {
        banner.isHidden = false
        Task.headless {
            try? await Task.headlessSleep(for: .seconds(2))
            banner.isHidden = true
        }
        Task.headlessDetached {
            try? await Task.headlessSleep(until: .now + .milliseconds(500), clock: .suspending)
        }
    }
}
