import Benchmark
import UIKit

/// A screen with 20 subviews whose overridden callbacks only count.
final class ScreenController: UIViewController {
    var calls = 0
    override func loadView() { view = CountingView(frame: CGRect(x: 0, y: 0, width: 375, height: 667)) }
    override func viewDidLoad() {
        super.viewDidLoad()
        calls &+= 1
        for index in 0..<20 {
            view.addSubview(CountingView(frame: CGRect(x: 0, y: index * 20, width: 100, height: 20)))
        }
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); calls &+= 1 }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); calls &+= 1 }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); calls &+= 1 }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); calls &+= 1 }
    override func viewWillLayoutSubviews() { calls &+= 1 }
    override func viewDidLayoutSubviews() { calls &+= 1 }
}

/// Workload 2: an animated push then pop of a 20-subview screen, 10,000 times.
@MainActor
enum NavigationBenchmarks {
    static let cycles = 10_000

    nonisolated static func register() {
        let configuration = Benchmark.Configuration(
            metrics: [.wallClock, .instructions, .mallocCountTotal, .peakMemoryResident],
            warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 5)
        Benchmark("push+pop 20-subview screen x\(cycles)", configuration: configuration) { benchmark in
            await MainActor.run { pushPop(benchmark: benchmark) }
        }
        Benchmark("push+pop 20-subview screen x\(cycles) (direct calls)", configuration: configuration) { benchmark in
            await MainActor.run { pushPopDirect(benchmark: benchmark) }
        }
    }

    static func pushPop(benchmark: Benchmark) {
        let runtime = HeadlessRuntime.reset()
        let root = ScreenController()
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        runtime.runLoop.runUntilIdle()
        benchmark.startMeasurement()
        for _ in 0..<cycles {
            navigation.pushViewController(ScreenController(), animated: true)
            runtime.runLoop.runUntilIdle()
            _ = navigation.popViewController(animated: true)
            runtime.runLoop.runUntilIdle()
        }
        benchmark.stopMeasurement()
    }

    static func pushPopDirect(benchmark: Benchmark) {
        HeadlessRuntime.reset()
        let root = ScreenController()
        root.loadViewIfNeeded()
        benchmark.startMeasurement()
        for _ in 0..<cycles {
            let screen = ScreenController()
            screen.loadView()
            screen.viewDidLoad()
            root.viewWillDisappear(true)
            screen.viewWillAppear(true)
            screen.viewWillLayoutSubviews()
            screen.view.layoutSubviews()
            screen.viewDidLayoutSubviews()
            for subview in screen.view.subviews { subview.layoutSubviews(); subview.draw(subview.bounds) }
            root.viewDidDisappear(true)
            screen.viewDidAppear(true)
            screen.viewWillDisappear(true)
            root.viewWillAppear(true)
            root.viewWillLayoutSubviews()
            root.view.layoutSubviews()
            root.viewDidLayoutSubviews()
            screen.viewDidDisappear(true)
            root.viewDidAppear(true)
        }
        benchmark.stopMeasurement()
    }
}
