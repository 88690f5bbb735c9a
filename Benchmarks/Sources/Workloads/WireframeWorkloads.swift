@_spi(Headless) import UIKit
import HeadlessCore

/// Workload 10: capturing what a key window shows as a wireframe (`UIWindow.wireframe()`, what
/// the HTML report, `--snapshot-dir` and `harness.wireframe()` use), `captures` times, on a
/// screen of 20 labels and 20 buttons with their text. The baseline is the same walk by hand:
/// every visible view's frame in screen coordinates and its text, into an array.
@MainActor
enum WireframeWorkloads {
    /// A key window showing 20 labels and 20 buttons in a content view.
    static func makeWindow() -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let content = UIView(frame: window.bounds)
        for row in 0..<20 {
            let label = UILabel(frame: CGRect(x: 16, y: 20 + 30 * CGFloat(row), width: 200, height: 28))
            label.text = "Label \(row)"
            content.addSubview(label)
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 220, y: 20 + 30 * CGFloat(row), width: 140, height: 28)
            button.setTitle("Button \(row)", for: .normal)
            content.addSubview(button)
        }
        window.addSubview(content)
        window.makeKeyAndVisible()
        HeadlessRuntime.current.runLoop.runUntilIdle()
        return window
    }

    /// One box of the hand-made capture.
    struct Box {
        let frame: CGRect
        let text: String?
    }

    static func prepareWireframe(_ run: PreparedRun, captures: Int) {
        let window = makeWindow()
        run.keep = [window]
        if run.variant == .direct {
            run.setBody { [unowned run] in
                var total = 0
                for _ in 0..<captures {
                    var boxes: [Box] = []
                    var stack: [(UIView, CGPoint)] = [(window, .zero)]
                    while let (view, base) = stack.popLast() {
                        guard !view.isHidden else { continue }
                        let frame = view.frame.offsetBy(dx: base.x, dy: base.y)
                        let text = (view as? UILabel)?.text ?? (view as? UIButton)?.currentTitle
                        boxes.append(Box(frame: frame, text: text))
                        for subview in view.subviews.reversed() { stack.append((subview, frame.origin)) }
                    }
                    total += boxes.count
                }
                run.keep.append(Kept(total))
            }
            return
        }
        if run.variant == .recorded { run.recorders.append(HeadlessRuntime.current.attach()) }
        run.setBody { [unowned run] in
            var total = 0
            for _ in 0..<captures { total += window.wireframe().elements.count }
            if total < captures * 41 { run.problems.append("wireframe: \(total / max(1, captures)) elements a capture, fewer than the 41 views") }
            run.keep.append(Kept(total))
        }
    }
}
