@_spi(Headless) import UIKit
@testable import UIKit
import HeadlessCore
import Foundation
import Testing
import UIKitTesting

/// Releasing a view that holds an Auto Layout chain takes its constraints out newest first
/// (issue 37, item 5; References §51.4): the solver's work stays in proportion to the chain's
/// rows, where oldest first it rewrote every row below each constraint removed (n³).
@MainActor
@Suite(.freshRuntime) struct ChainReleaseTests {
    @Test func releasingAChainRemovesItsConstraintsNewestFirst() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.makeKeyAndVisible()
        let count = 300
        var container: UIView? = UIView(frame: window.bounds)
        weak var lastView: UIView?
        do {
            let holder = container!
            window.addSubview(holder)
            var previous: UIView?
            for _ in 0..<count {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                holder.addSubview(view)
                NSLayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: holder.leadingAnchor),
                    view.widthAnchor.constraint(equalToConstant: 100),
                    view.heightAnchor.constraint(equalToConstant: 10),
                    view.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? holder.topAnchor, constant: 1),
                ])
                previous = view
            }
            holder.layoutIfNeeded()
            #expect(abs((previous?.frame.minY ?? 0) - Double(count * 11 - 10)) < 0.5)
            lastView = previous
        }
        let engine = HeadlessRuntime.current.autoLayout
        let constraintsBefore = engine.solverConstraintCount
        let before = engine.solverSubstitutionWork
        container?.removeFromSuperview()
        container = nil
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(lastView == nil)
        #expect(engine.solverConstraintCount <= constraintsBefore - 4 * count)
        let work = engine.solverSubstitutionWork - before
        // Newest first: about n²/2 cells (each top row holds the markers above it). Oldest
        // first it was about n³/6 (4.5 million here).
        #expect(work < 4 * count * count, "cells rewritten releasing a chain of \(count): \(work)")
    }
}
