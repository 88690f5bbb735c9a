@_spi(Headless) import UIKit
import HeadlessCore
import Foundation
import Testing
import UIKitTesting

/// UIStackView on constraints: every distribution and alignment, spacing, custom spacing,
/// margins-relative arrangement, hidden views collapsing; and a scroll view with a content stack.
@MainActor
@Suite(.freshRuntime) struct StackViewTests {
    /// A fixed-size view (an intrinsic content size of `width` × `height`).
    final class Block: UIView {
        let size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError() }
        override var intrinsicContentSize: CGSize { size }
    }

    /// A horizontal 300 × 100 stack at (10, 10) with blocks of 40×20, 60×30, 80×40.
    func horizontal(_ configure: (UIStackView) -> Void) -> [UIView] {
        var stack: UIStackView!
        _ = makeScreen { root in
            // Made inside: objects belong to the process (runtime) they are made in.
            stack = UIStackView(arrangedSubviews: [Block(40, 20), Block(60, 30), Block(80, 40)])
            _ = pinned(stack, in: root)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                stack.widthAnchor.constraint(equalToConstant: 300),
                stack.heightAnchor.constraint(equalToConstant: 100),
            ])
            configure(stack)
        }
        return stack.arrangedSubviews
    }

    func describe(_ views: [UIView]) -> String {
        views.map { "\(number($0.frame.minX)) \(number($0.frame.minY)) \(number($0.frame.width))x\(number($0.frame.height))" }
            .joined(separator: " | ")
    }

    @Test func distributions() {
        var results: [String] = []
        for distribution in [UIStackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering] {
            let views = horizontal {
                $0.distribution = distribution
                $0.spacing = 10
                $0.alignment = .top
            }
            results.append("\(distribution): \(describe(views))")
        }
        #expect(results == [
            // Equal hugging: the last view stretches.
            "fill: 0 0 40x20 | 50 0 60x30 | 120 0 180x40",
            // Edges rounded to pixels (scale 2): 280 / 3 = 93.33 each.
            "fillEqually: 0 0 93.5x20 | 103.5 0 93x30 | 206.5 0 93.5x40",
            // 280 points shared 40 : 60 : 80.
            "fillProportionally: 0 0 62x20 | 72 0 93.5x30 | 175.5 0 124.5x40",
            // Gaps of 60 and 60.
            "equalSpacing: 0 0 40x20 | 100 0 60x30 | 220 0 80x40",
            // Centres at 20, 140, 260.
            "equalCentering: 0 0 40x20 | 110 0 60x30 | 220 0 80x40",
        ])
    }

    @Test func alignments() {
        var results: [String] = []
        for alignment in [UIStackView.Alignment.fill, .top, .center, .bottom, .firstBaseline] {
            let views = horizontal { $0.alignment = alignment; $0.distribution = .equalSpacing }
            results.append(describe(views))
        }
        #expect(results == [
            "0 0 40x100 | 100 0 60x100 | 220 0 80x100",
            "0 0 40x20 | 100 0 60x30 | 220 0 80x40",
            "0 40 40x20 | 100 35 60x30 | 220 30 80x40",
            "0 80 40x20 | 100 70 60x30 | 220 60 80x40",
            // Blocks have no text: their baselines are their bottoms, as high as they can go.
            "0 20 40x20 | 100 10 60x30 | 220 0 80x40",
        ])
    }

    @Test func customSpacingMarginsAndHiddenViews() {
        let views = horizontal { stack in
            stack.distribution = .fill
            stack.alignment = .top
            stack.spacing = 10
            stack.setCustomSpacing(30, after: stack.arrangedSubviews[0])
            stack.isLayoutMarginsRelativeArrangement = true
            stack.layoutMargins = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        }
        // The margins are 5 points plus the safe area the stack is under (10 points of the
        // 20-point status bar, the stack being 10 points down).
        #expect(describe(views) == "5 15 40x20 | 75 15 60x30 | 145 15 150x40")
        views[1].isHidden = true
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(describe(views) == "5 15 40x20 | 5 15 0x30 | 75 15 220x40")
    }

    @Test func scrollViewWithAContentStack() {
        let scroll = UIScrollView()
        let stack = UIStackView()
        let labels = (1...40).map { index -> UILabel in
            let label = UILabel()
            label.text = "Row \(index)"
            return label
        }
        _ = makeScreen(.iPhone15) { root in
            _ = pinned(scroll, in: root)
            _ = pinned(stack, in: scroll)
            stack.axis = .vertical
            stack.spacing = 12
            labels.forEach(stack.addArrangedSubview)
            let content = scroll.contentLayoutGuide
            NSLayoutConstraint.activate([
                scroll.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                scroll.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
                scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
                stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
                stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
                stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
                stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -40),
            ])
        }
        // 40 rows of 20.33 points (17-point lines at scale 3) and 39 gaps of 12.
        #expect(frames(scroll, stack, labels[0], labels[39]) == """
            frame=(0 59; 393 759) autolayout contentSize=393x1321.333
            frame=(20 20; 353 1281.333) autolayout
            frame=(0 0; 353 20.333) autolayout text="Row 1"
            frame=(0 1261; 353 20.333) autolayout text="Row 40"
            """)
        #expect(number(scroll.contentSize.height) == "1321.333")
    }

    @Test func systemLayoutSizeFittingMeasuresAStack() {
        let stack = UIStackView(arrangedSubviews: [Block(40, 20), Block(60, 30)])
        stack.axis = .vertical
        stack.spacing = 4
        let size = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size == CGSize(width: 60, height: 54))
        let wide = stack.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                 verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 200, height: 54))
    }
}

@MainActor
@Suite(.freshRuntime) struct FittingTests {
    @Test func fittingInTheMiddleOfAChangeLosesNoFrame() {
        let box = UIView(), label = UILabel()
        var width: NSLayoutConstraint!
        let (_, controller) = makeScreen { root in
            _ = pinned(box, in: root)
            _ = pinned(label, in: root)
            label.text = "Fit me"
            width = box.widthAnchor.constraint(equalToConstant: 50)
            NSLayoutConstraint.activate([
                width, box.heightAnchor.constraint(equalToConstant: 50),
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                label.leadingAnchor.constraint(equalTo: box.trailingAnchor),
                label.topAnchor.constraint(equalTo: box.topAnchor),
            ])
        }
        width.constant = 80
        // A fitting-size solve before the layout pass reads the solution too.
        #expect(label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width > 0)
        controller.view.layoutIfNeeded()
        #expect(box.frame.width == 80)
        #expect(label.frame.minX == 80)
    }
}
