import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// The retain paths of leak reports: strong stored properties are followed through
/// optionals, arrays, dictionaries, structs and enums; weak and unowned ones are not (they
/// hold nothing), and are never read.
@MainActor
@Suite(.freshRuntime) struct RetainPathTests {
    struct Entry {
        weak var weakController: UIViewController?
        unowned(unsafe) let owner: Registry
        var strongController: UIViewController?
    }

    enum Slot {
        case empty
        case filled(UIViewController)
    }

    final class Registry {
        var entries: [String: Entry] = [:]
        var slots: [Slot] = []
        weak var lastSeen: UIViewController?
    }

    private func leakMessage(_ store: (Registry, UIViewController) -> Void) -> String {
        let harness = LifecycleHarness()
        let registry = Registry()
        harness.addRoot(registry, named: "registry")
        harness.show(UIViewController())
        harness.perform("register") {
            if let root = harness.window?.rootViewController { store(registry, root) }
        }
        let failures = FailureReporter.collecting {
            harness.perform("replace root") { harness.window?.rootViewController = UIViewController() }
        }
        return failures.first { $0.category == .leak }?.message ?? ""
    }

    @Test func pathGoesThroughDictionaryAndStructField() {
        let message = leakMessage { registry, root in
            registry.entries["detail"] = Entry(weakController: nil, owner: registry, strongController: root)
        }
        #expect(message.contains("retained by: Registry.entries[detail].strongController → UIViewController#1"))
    }

    @Test func pathGoesThroughEnumPayload() {
        let message = leakMessage { registry, root in
            registry.slots = [.empty, .filled(root)]
        }
        #expect(message.contains("retained by: Registry.slots[1].filled → UIViewController#1"))
    }

    @Test func weakReferencesAreNotRetainPaths() {
        var hidden: [UIViewController] = []
        let message = leakMessage { registry, root in
            registry.lastSeen = root
            registry.entries["seen"] = Entry(weakController: root, owner: registry, strongController: nil)
            hidden.append(root)  // held where no root can see it, as a local variable would
        }
        #expect(message.contains("no strong reference is visible"))
        #expect(!message.contains("Registry."))
        #expect(hidden.count == 1)
    }
}
