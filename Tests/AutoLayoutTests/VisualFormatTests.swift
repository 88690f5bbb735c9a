import Testing
@_spi(Headless) import UIKit
import HeadlessCore
import UIKitTesting

/// The visual format language: the constraints a string describes, solved into frames, and
/// strings iOS refuses.
@MainActor
@Suite(.freshRuntime) struct VisualFormatTests {
    /// A container laid out at 320 × 480 with default margins (8 points), and three views.
    private func container() -> (UIView, [String: UIView]) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var views: [String: UIView] = [:]
        for name in ["title", "date", "body"] {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            views[name] = view
        }
        return (container, views)
    }

    @Test func aNewsCellLayoutSolvesToFrames() {
        let (container, views) = container()
        var constraints: [NSLayoutConstraint] = []
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title]-|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-[date(==100)]", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|[body]|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-[title(==20)]-[date(==title)]-gap-[body(>=40@750)]|",
                                                      options: [], metrics: ["gap": 20], views: views)
        NSLayoutConstraint.activate(constraints)
        container.layoutIfNeeded()
        #expect(views["title"]?.frame == CGRect(x: 8, y: 8, width: 304, height: 20))
        #expect(views["date"]?.frame == CGRect(x: 8, y: 36, width: 100, height: 20))
        #expect(views["body"]?.frame == CGRect(x: 0, y: 76, width: 320, height: 404))
    }

    @Test func theConstraintsAreThoseTheStringDescribes() {
        let (_, views) = container()
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:[title]-(>=12,<=40@500)-[date]", options: [.alignAllCenterY],
                                                  metrics: nil, views: views)
        #expect(made.count == 3)
        #expect(made.allSatisfy { !$0.isActive })
        #expect(made[0].firstAttribute == .leading && made[0].secondAttribute == .trailing)
        #expect(made[0].relation == .greaterThanOrEqual && made[0].constant == 12)
        #expect(made[1].relation == .lessThanOrEqual && made[1].priority == UILayoutPriority(500))
        #expect(made[2].firstAttribute == .centerY && made[2].firstItem === views["date"])
    }

    @Test func rightToLeftRunsTowardsSmallerX() {
        let (container, views) = container()
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[title(==50)]-5-[date(==50)]", options: .directionRightToLeft,
                                           metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[title(==10)]", options: [], metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[date(==10)]", options: [], metrics: nil, views: views))
        container.layoutIfNeeded()
        #expect(views["title"]?.frame.maxX == 310)
        #expect(views["date"]?.frame.maxX == 255)
    }

    /// What iOS raises an exception for is reported, naming the string and the reason, and
    /// makes no constraints.
    @Test func badStringsAreReportedAndMakeNothing() {
        let (_, views) = container()
        let orphan = UIView()
        let diagnostics = HeadlessRuntime.current.diagnostics
        for (format, reason) in [
            ("H:|-[title", "expected ']'"),
            ("H:|-[missing]-|", "'missing' is not a view"),
            ("H:[zeta]-[alpha(==omega)]", "'zeta' is not a view"),
            ("H:[title]-gap-[date]", "'gap' is not in the metrics"),
            ("H:[title]-20[date]", "must end with '-'"),
            ("H:|[orphan]|", "has none"),
            (String(repeating: "(", count: 10_000), "expected a view"),
        ] {
            diagnostics.clear()
            let made = NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil,
                                                      views: views.merging(["orphan": orphan]) { a, _ in a })
            #expect(made.isEmpty, "\(format)")
            #expect(diagnostics.all.map(\.code) == [.autolayoutVisualFormat], "\(format)")
            #expect(diagnostics.all.first?.message.contains(reason) == true, "\(format): \(diagnostics.all.first?.message ?? "")")
        }
    }
}
