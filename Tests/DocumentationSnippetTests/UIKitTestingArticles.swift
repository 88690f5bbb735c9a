import Foundation
import Testing
import UIKit
@_spi(Headless) import UIKit
import UIKitTesting
@_spi(Headless) import UIKitTesting

// The Swift blocks of the UIKitTesting catalogue's articles (Sources/UIKitTesting/UIKitTesting.docc),
// compiled here and run where they are runnable (see ArticleSnippetTests).

// MARK: UIKitTesting

@MainActor @Suite(.freshRuntime) struct KitLandingPageExample {
    // snippet: UIKitTesting 1
    @MainActor @Test func detailGoesAwayWhenPopped() {
        let harness = LifecycleHarness()
        let navigation = UINavigationController(rootViewController: UIViewController())
        harness.show(navigation)
        harness.perform("push") { navigation.pushViewController(DetailViewController(), animated: true) }
        let trace = harness.perform("pop") { navigation.popViewController(animated: true) }
        trace.filtered(.classes(DetailViewController.self)).expect([
            "-[DetailViewController viewWillDisappear:]",
            "-[DetailViewController viewDidDisappear:]",
            "-[DetailViewController dealloc]",
        ], .inOrder)
    }
    // end snippet
}

// MARK: WritingALifecycleTest

@MainActor @Suite(.freshRuntime) struct WritingALifecycleTestExamples {
    // snippet: WritingALifecycleTest 2
    @MainActor @Test func sheetAppearsWithoutDisturbingThePresenter() {
        let harness = LifecycleHarness()
        let list = ListViewController()
        harness.show(list)                      // a key window with `list` as its root

        let trace = harness.perform("present") {
            list.present(SettingsViewController(), animated: true)
        }
        trace.filtered(.classes(ListViewController.self) && .appearance).expect([])
        harness.expectPresented(SettingsViewController.self, by: list, style: .pageSheet)
    }
    // end snippet

    // snippet: WritingALifecycleTest 3
    @MainActor @Test func homeAndBackDeliverNoAppearanceCallbacks() {
        let harness = LifecycleHarness()
        harness.launch(AppDelegate.self)
        let trace = harness.act("home, open")
        trace.filtered(.appearance).expect([])
        trace.filtered(.classes(AppDelegate.self)).expect([
            "-[AppDelegate applicationWillResignActive:]",
            "-[AppDelegate applicationDidEnterBackground:]",
            "-[AppDelegate applicationWillEnterForeground:]",
            "-[AppDelegate applicationDidBecomeActive:]",
        ])
    }
    // end snippet

    @Test func aProfileChoosesTheOrder() {
        // snippet: WritingALifecycleTest 4
        var classic = LifecycleProfile()
        classic.viewDidAppearBeforeDidBecomeActive = false
        let harness = LifecycleHarness(profile: classic)
        // end snippet
        harness.launch(AppDelegate.self)
    }
}

// MARK: LeaksAndContractChecks

@MainActor @Suite(.freshRuntime) struct LeaksAndContractChecksExamples {
    @Test func misuseOnPurposeIsExpected() {
        let harness = LifecycleHarness()
        let view = UIView()
        // snippet: LeaksAndContractChecks 1
        harness.expectDiagnostics("view.hierarchy.self") { view.addSubview(view) }
        // end snippet
    }

    @Test func checkingTheChecks() {
        let harness = LifecycleHarness()
        let container = ContainerViewController()
        harness.show(container)
        let child = CyclicViewController()
        harness.perform("embed") { container.embed(child) }
        // snippet: LeaksAndContractChecks 2
        let failures = FailureReporter.collecting {
            harness.perform("unembed") { container.unembed(child) }
        }
        #expect(failures.contains { $0.category == .leak })
        // end snippet
        harness.allowLeak(child)
    }
}

// MARK: RandomExploration

@MainActor @Suite(.freshRuntime, .disabled("compiled only: ExplorationTests runs the exploration"))
struct RandomExplorationLongRun {
    // snippet: RandomExploration 1
    @MainActor @Test func randomSequencesBreakNoRule() {
        let configuration = ExplorationConfiguration(sequences: 2_000, maxLength: 10, readsEnvironment: true)
        let report = Exploration.run(configuration)
        for failure in report.failures {
            Issue.record(Comment(rawValue: failure.description))
        }
    }
    // end snippet
}

@MainActor @Suite(.freshRuntime) struct RandomExplorationExamples {
    @Test func aReplayedSequenceBreaksNoRule() {
        // snippet: RandomExploration 2
        let replay = Exploration.replay(shape: 3, moves: [.init(.push, target: 0, variant: 1), .init(.device, target: 0, variant: 2)])
        #expect(replay.violations.isEmpty, "\(replay.transcript)")
        // end snippet
    }
}

// MARK: WhereTheProjectsOwnAPILives

// snippet: WhereTheProjectsOwnAPILives 1
// end snippet

@MainActor @Suite(.freshRuntime, .disabled("compiled only: the scene delegate it names lives in a module called AppTests"))
struct WhereTheProjectsOwnAPILivesExamples {
    // snippet: WhereTheProjectsOwnAPILives 2
    @MainActor @Test func sceneAppLaunchesIntoTheForeground() {
        let harness = LifecycleHarness()
        let info: InfoPlist = [
            "UIApplicationSceneManifest": [
                "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [[
                    "UISceneConfigurationName": "Default Configuration",
                    "UISceneDelegateClassName": "AppTests.SceneDelegate",
                ]]],
            ] as [String: Any],
        ]
        harness.launch(AppDelegate.self, infoPlist: info)
        harness.act(.home)
        #expect(harness.runtime.diagnostics.all.isEmpty)
    }
    // end snippet
}
