import Testing
@_spi(Headless) import UIKit
import HeadlessCore

/// A view that notes what it sees in each hierarchy callback, as a developer's logging
/// subclass would.
class ProbeView: UIView {
    var notes: [String] = []

    override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        notes.append("willMove(toSuperview: \(name(newSuperview))) superview=\(name(superview))")
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        notes.append("didMoveToSuperview() superview=\(name(superview))")
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        notes.append("willMove(toWindow: \(name(newWindow))) window=\(name(window))")
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        notes.append("didMoveToWindow() window=\(name(window))")
    }

    override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        notes.append("didAddSubview(\(subview.traceName)) contains=\(subviews.contains { $0 === subview })")
    }

    override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        notes.append("willRemoveSubview(\(subview.traceName)) contains=\(subviews.contains { $0 === subview })")
    }

    private func name(_ view: UIView?) -> String { view?.traceName ?? "nil" }
}

/// A probe that also notes which of its initialisers ran (with the subviews `init(coder:)` found
/// decoded), and `awakeFromNib()`.
class InitializerProbe: ProbeView {
    var initializers: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        initializers.append("init(frame:)")
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        initializers.append("init(coder:) subviews=\(subviews.count)")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        initializers.append("awakeFromNib()")
    }
}

/// A second probe class, so that traces can tell parents from children by class name.
final class ChildProbe: ProbeView {}

/// A third probe class, for grandchildren.
final class LeafProbe: ProbeView {}
