import Foundation
import Testing
import UIKit
import UIKitTesting

/// The runtime calls of `IOSStyleRuntime.swift` behave as on iOS, and swizzling, which cannot,
/// says so.
@MainActor
@Suite(.freshRuntime) struct IOSStyleRuntimeTests {
    @Test func storedPropertiesInExtensionsKeepTheirValuesPerView() {
        let first = UIView(), second = UIView()
        first.badgeText = "3"
        first.installedNames.add("width")
        first.installedNames.add("height")
        #expect(first.badgeText == "3")
        #expect(second.badgeText == nil)
        #expect(first.installedNames.count == 2)
        #expect(second.installedNames.count == 0)
        first.badgeText = nil
        #expect(first.badgeText == nil)
        #expect(StoragePolicy.allPolicies.allSatisfy { $0.objc != nil })
    }

    @Test func anAssignedHostIsNotKeptAlive() {
        let view = UIView()
        var host: UIViewController? = UIViewController()
        weak let watched = host
        view.hostController = host
        #expect(view.hostController === host)
        host = nil
        #expect(watched == nil)
        #expect(view.hostController == nil)
    }

    @Test func aCacheGuardedByObjcSyncTakesEveryWrite() {
        let cache = ThumbnailCache()
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for index in 0..<100 { cache.store(index, for: "\(worker)-\(index)") }
        }
        #expect(cache.count == 400)
        #expect(cache.size(for: "3-99") == 99)
    }

    /// The framework's methods cannot be found by selector: the helper finds nothing and
    /// exchanges nothing, and the lookup is reported (the harness fails the test otherwise).
    @Test func swizzlingAFrameworkMethodFindsNothingAndSaysSo() {
        let harness = LifecycleHarness()
        harness.expectDiagnostics("objc.method.notFound") {
            #expect(!exchangeMethods(Selector("layoutSubviews"), with: Selector("tracked_layoutSubviews"), in: UIView.self))
        }
    }
}

extension StoragePolicy {
    static let allPolicies: [StoragePolicy] = [.assign, .retainNonatomic, .copyNonatomic, .retain, .copy]
}
