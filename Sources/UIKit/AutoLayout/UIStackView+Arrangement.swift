import HeadlessCore
import Foundation

/// A stack view's arrangement, as constraints (identifiers as UIKit names them: `UISV-…`).
///
/// Along the axis (`leading`/`trailing` for a horizontal stack, `top`/`bottom` for a vertical
/// one), inside the stack or its margins when `isLayoutMarginsRelativeArrangement`:
/// - the first visible view starts at the leading edge, the last ends at the trailing edge;
/// - `.fill`, `.fillEqually`, `.fillProportionally`: each next view starts `spacing` (or the
///   custom spacing after the previous view) after the previous one ends; `.fillEqually`
///   makes every length equal to the first's, `.fillProportionally` proportional to the
///   intrinsic lengths; with `.fill`, hugging and compression resistance decide who stretches;
/// - `.equalSpacing`: at least the spacing between views, and spacer guides between them of
///   equal length; `.equalCentering`: spacer guides of equal length between the centres.
///
/// Across the axis: `.fill` pins both edges; `.leading`/`.top`, `.trailing`/`.bottom` and
/// `.center` pin one edge (or the centre) and keep the views inside, with a weak
/// (`fittingSizeLevel`) pull that makes the stack as thick as its thickest view; the baseline
/// alignments line up the views' baselines with the first view's (a vertical stack treats
/// them as `.fill`, and baseline-aligned views sit as high as they can). A hidden arranged
/// subview gets a zero length at the leading edge. With `.fill`, when hugging and compression
/// priorities tie, the last visible view is the one that stretches or shrinks.
extension UIStackView {
    /// The arrangement changed: it is made again before the next layout pass.
    func arrangementDidChange() {
        arrangementIsStale = true
        setNeedsUpdateConstraints()
    }

    func rebuildArrangement() {
        guard arrangementIsStale else { return }
        arrangementIsStale = false
        NSLayoutConstraint.deactivate(arrangementConstraints)
        arrangementConstraints = []
        for guide in arrangementGuides { removeLayoutGuide(guide) }
        arrangementGuides = []

        typealias Attribute = NSLayoutConstraint.Attribute
        let views = arrangedSubviews.filter { $0.storedSuperview === self }
        let visible = views.filter { !$0.isHidden }
        let horizontal = axis == .horizontal
        let lead: Attribute = horizontal ? .leading : .top
        let trail: Attribute = horizontal ? .trailing : .bottom
        let center: Attribute = horizontal ? .centerX : .centerY
        let length: Attribute = horizontal ? .width : .height
        let crossLead: Attribute = horizontal ? .top : .leading
        let crossTrail: Attribute = horizontal ? .bottom : .trailing
        let crossCenter: Attribute = horizontal ? .centerY : .centerX
        let crossLength: Attribute = horizontal ? .height : .width
        let container: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        var made: [NSLayoutConstraint] = []

        func make(_ name: String, _ a: AnyObject, _ aa: Attribute, _ relation: NSLayoutConstraint.Relation,
                  _ b: AnyObject?, _ ba: Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                  priority: UILayoutPriority = .required) {
            let constraint = NSLayoutConstraint(first: a, aa, relation, second: b, ba, multiplier: multiplier, constant: constant)
            constraint.priority = priority
            constraint.identifier = name
            constraint.frameworkKind = "stack"
            made.append(constraint)
        }

        for view in views where view.isHidden {
            make("UISV-hiding", view, length, .equal, nil, .notAnAttribute)
            make("UISV-hiding", view, lead, .equal, container, lead)
            make("UISV-hiding", view, crossLead, .equal, container, crossLead)
        }
        if let first = visible.first, let last = visible.last {
            make("UISV-canvas-connection", first, lead, .equal, container, lead)
            make("UISV-canvas-connection", last, trail, .equal, container, trail)
            var guides: [UILayoutGuide] = []
            for (index, view) in visible.enumerated().dropFirst() {
                let previous = visible[index - 1]
                var gap = customSpacing(after: previous)
                if gap == UIStackView.spacingUseDefault { gap = spacing }
                if gap == UIStackView.spacingUseSystem { gap = LayoutMetrics.systemSpacing }
                switch distribution {
                case .fill, .fillEqually, .fillProportionally:
                    make("UISV-spacing", view, lead, .equal, previous, trail, constant: gap)
                case .equalSpacing, .equalCentering:
                    make("UISV-spacing", view, lead, .greaterThanOrEqual, previous, trail, constant: gap)
                    let guide = UILayoutGuide()
                    guide.identifier = distribution == .equalSpacing ? "UISV-distributing-edge" : "UISV-distributing-center"
                    guide.systemRole = .stackSpacer
                    addLayoutGuide(guide)
                    guides.append(guide)
                    let edges: (Attribute, Attribute) = distribution == .equalSpacing ? (trail, lead) : (center, center)
                    make("UISV-distributing", guide, lead, .equal, previous, edges.0)
                    make("UISV-distributing", guide, trail, .equal, view, edges.1)
                    make("UISV-distributing", guide, crossLead, .equal, container, crossLead)
                    make("UISV-distributing", guide, crossLength, .equal, nil, .notAnAttribute)
                }
            }
            arrangementGuides = guides
            for guide in guides.dropFirst() {
                make("UISV-fill-equally", guide, length, .equal, guides[0], length)
            }
            if distribution == .fill {
                // Equal hugging (or compression) leaves the stretch ambiguous: the lowest
                // priority level keeps every view but the last at its intrinsic length, so the
                // last one stretches or shrinks.
                for view in visible.dropLast() {
                    let size = view.intrinsicContentSize
                    let intrinsic = horizontal ? size.width : size.height
                    if intrinsic != UIView.noIntrinsicMetric {
                        make("UISV-ambiguity-suppression", view, length, .equal, nil, .notAnAttribute, constant: intrinsic,
                             priority: UILayoutPriority(1))
                    }
                }
            }
            if distribution == .fillEqually {
                for view in visible.dropFirst() { make("UISV-fill-equally", view, length, .equal, first, length) }
            }
            if distribution == .fillProportionally {
                let sizes = visible.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
                if sizes[0] > 0 {
                    for (view, size) in zip(visible, sizes).dropFirst() where size > 0 {
                        make("UISV-fill-proportionally", view, length, .equal, first, length, multiplier: size / sizes[0],
                             priority: UILayoutPriority(999))
                    }
                }
            }
            var effectiveAlignment = alignment
            if !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) { effectiveAlignment = .fill }
            for view in visible {
                switch effectiveAlignment {
                case .fill:
                    make("UISV-alignment", view, crossLead, .equal, container, crossLead)
                    make("UISV-alignment", view, crossTrail, .equal, container, crossTrail)
                case .leading:
                    make("UISV-alignment", view, crossLead, .equal, container, crossLead)
                    make("UISV-spanning-boundary", view, crossTrail, .lessThanOrEqual, container, crossTrail)
                    make("UISV-canvas-fit", view, crossTrail, .equal, container, crossTrail, priority: .fittingSizeLevel)
                case .trailing:
                    make("UISV-alignment", view, crossTrail, .equal, container, crossTrail)
                    make("UISV-spanning-boundary", view, crossLead, .greaterThanOrEqual, container, crossLead)
                    make("UISV-canvas-fit", view, crossLead, .equal, container, crossLead, priority: .fittingSizeLevel)
                case .center:
                    make("UISV-alignment", view, crossCenter, .equal, container, crossCenter)
                    make("UISV-spanning-boundary", view, crossLead, .greaterThanOrEqual, container, crossLead)
                    make("UISV-canvas-fit", view, crossLength, .equal, container, crossLength, priority: .fittingSizeLevel)
                case .firstBaseline, .lastBaseline:
                    let baseline: Attribute = effectiveAlignment == .firstBaseline ? .firstBaseline : .lastBaseline
                    if view !== first { make("UISV-alignment", view, baseline, .equal, first, baseline) }
                    make("UISV-spanning-boundary", view, .top, .greaterThanOrEqual, container, .top)
                    make("UISV-spanning-boundary", view, .bottom, .lessThanOrEqual, container, .bottom)
                    make("UISV-canvas-fit", view, .top, .equal, container, .top, priority: .fittingSizeLevel)
                    make("UISV-canvas-fit", view, .bottom, .equal, container, .bottom, priority: .fittingSizeLevel - 1)
                }
            }
        }
        arrangementConstraints = made
        NSLayoutConstraint.activate(made)
    }
}
