import Foundation
import UIKit
import SafariServices
import UserNotifications
import WebKit

// Code written as for iOS, with `import UIKit` and the frameworks alone: it must compile
// against the stand-ins unchanged.

final class ArticleViewController: UIViewController, SFSafariViewControllerDelegate, WKNavigationDelegate {
    let webView = WKWebView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        webView.navigationDelegate = self
        view.addSubview(webView)
        webView.load(URLRequest(url: URL(string: "https://www.swift.org")!))
    }

    func openInSafari(_ url: URL) {
        let configuration = SFSafariViewController.Configuration()
        configuration.entersReaderIfAvailable = true
        let safari = SFSafariViewController(url: url, configuration: configuration)
        safari.delegate = self
        safari.preferredControlTintColor = .systemBlue
        present(safari, animated: true)
    }

    func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
        print("closed")
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        title = webView.title
    }

    func scheduleReminder() {
        let center = UNUserNotificationCenter.current()
        center.requestAuthorization(options: [.alert, .badge, .sound]) { granted, error in
            guard granted, error == nil else { return }
            let content = UNMutableNotificationContent()
            content.title = "Read later"
            content.body = "You saved an article"
            content.sound = .default
            let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: false)
            center.add(UNNotificationRequest(identifier: "read-later", content: content, trigger: trigger)) { error in
                if let error { print(error) }
            }
        }
    }
}
