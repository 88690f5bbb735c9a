import HeadlessCore
import Foundation

/// Auto Layout from Interface Builder files: a view's `translatesAutoresizingMaskIntoConstraints`,
/// hugging and compression-resistance priorities, layout guides, and the `<constraints>` it holds.
///
/// A `<constraint>` names its items by id: `firstItem` (the view holding the list when absent),
/// `secondItem` (the same view when absent but a `secondAttribute` is given, as an aspect ratio
/// is written; no second item when neither is), a view, a `<viewLayoutGuide key="safeArea">`, a
/// custom `<layoutGuide>` or, in older files, a controller's `<viewControllerLayoutGuide>`
/// (top: its bottom edge is the safe area's top; bottom: its top edge is the safe area's
/// bottom). The multiplier may be a ratio (`16:9`). Constraints are made once every view of
/// the load exists, installed on the view that holds them, and registered under their ids, so
/// outlets to constraints connect.
extension IBInstantiation {
    /// Reads the view's Auto Layout attributes and guides; its constraints wait for
    /// ``installConstraints()``.
    func decodeAutoLayout(_ view: UIView, from object: IBObject) {
        if let translates = flag(object, "translatesAutoresizingMaskIntoConstraints") {
            view.translatesAutoresizingMaskIntoConstraints = translates
        }
        let priorities: [(String, NSLayoutConstraint.Axis, Bool)] = [
            ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false),
            ("verticalCompressionResistancePriority", .vertical, false),
        ]
        for (attribute, axis, hugging) in priorities {
            guard let text = object[attribute] else { continue }
            guard let value = Float(text), value >= 1, value <= 1000 else {
                runtime.report(document.error(.invalidValue, at: object,
                                              "the \(attribute) of \(object.summary) is \"\(text)\", not a priority from 1 to 1000; the default is kept."))
                continue
            }
            if hugging {
                view.setContentHuggingPriority(UILayoutPriority(value), for: axis)
            } else {
                view.setContentCompressionResistancePriority(UILayoutPriority(value), for: axis)
            }
        }
        for guide in object.layoutGuides {
            switch (guide.elementName, guide.key) {
            case ("viewLayoutGuide", "safeArea"):
                setPlaceholder(guide.id, to: view.safeAreaLayoutGuide)
            case ("layoutGuide", _):
                let made = UILayoutGuide()
                made.identifier = guide["identifier"] ?? ""
                view.addLayoutGuide(made)
                setPlaceholder(guide.id, to: made)
            default:
                runtime.report(document.error(.unsupportedElement, at: guide,
                                                "the <\(guide.elementName)\(guide.key.map { " key=\"\($0)\"" } ?? "")> of \(object.summary) is not a guide HeadlessUIKit models; constraints to it are left out."))
            }
        }
        if !object.constraints.isEmpty { viewsWithConstraints.append((view, object)) }
        if !object.variations.isEmpty { viewsWithVariations.append((view, object)) }
    }

    /// Makes and installs the constraints of every view decoded so far.
    func installConstraints() {
        let pending = viewsWithConstraints
        viewsWithConstraints = []
        for (view, object) in pending {
            for archived in object.constraints {
                guard let constraint = makeConstraint(archived, heldBy: view, object) else { continue }
                view.addConstraint(constraint)
                setPlaceholder(archived.id, to: constraint)
            }
        }
        installVariations()
    }

    private func makeConstraint(_ archived: IBObject, heldBy owner: UIView, _ ownerObject: IBObject) -> NSLayoutConstraint? {
        func refuse(_ problem: String) -> NSLayoutConstraint? {
            runtime.report(document.error(.invalidValue, at: archived,
                                          "the constraint \(archived.id) of \(ownerObject.summary) \(problem); it is left out. Fix or delete it in Xcode's Size inspector."))
            return nil
        }
        guard let firstName = archived["firstAttribute"], var firstAttribute = Self.layoutAttribute(firstName) else {
            return refuse("has no first attribute Auto Layout knows (\(archived["firstAttribute"].map { "\"\($0)\"" } ?? "none"))")
        }
        var first: AnyObject = owner
        if let id = archived["firstItem"] {
            guard let item = layoutItem(id, attribute: &firstAttribute) else {
                return refuse("leads to the id \(id), which is not a view or layout guide of this load")
            }
            first = item
        }
        var second: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if let secondName = archived["secondAttribute"] {
            guard let attribute = Self.layoutAttribute(secondName) else {
                return refuse("has a second attribute Auto Layout does not know (\"\(secondName)\")")
            }
            secondAttribute = attribute
            second = owner
            if let id = archived["secondItem"] {
                guard let item = layoutItem(id, attribute: &secondAttribute) else {
                    return refuse("leads to the id \(id), which is not a view or layout guide of this load")
                }
                second = item
            }
        }
        let relation: NSLayoutConstraint.Relation
        switch archived["relation"] {
        case nil, "equal": relation = .equal
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case let other?: return refuse("has the relation \"\(other)\"")
        }
        guard let multiplier = Self.multiplier(archived["multiplier"]) else {
            return refuse("has the multiplier \"\(archived["multiplier"] ?? "")\", not a number or a ratio such as 16:9")
        }
        let constantText = archived["constant"] ?? "0"
        guard let constant = Double(constantText), constant.isFinite else {
            return refuse("has the constant \"\(constantText)\", not a finite number")
        }
        let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation,
                                            toItem: second, attribute: secondAttribute,
                                            multiplier: multiplier, constant: CGFloat(constant))
        if let text = archived["priority"] {
            guard let priority = Float(text), priority >= 1, priority <= 1000 else {
                return refuse("has the priority \"\(text)\", not a number from 1 to 1000")
            }
            constraint.priority = UILayoutPriority(priority)
        }
        constraint.identifier = archived["identifier"]
        return constraint
    }

    /// The view or guide an id names; a legacy top or bottom layout guide becomes the safe
    /// area's edge, with the attribute changed to match.
    private func layoutItem(_ id: String, attribute: inout NSLayoutConstraint.Attribute) -> AnyObject? {
        if let item = instance(id), item is UIView || item is UILayoutGuide { return item }
        guard let guide = document.objectsByID[id], guide.elementName == "viewControllerLayoutGuide",
              let owner = guide.parent, let controller = instance(owner.id) as? UIViewController,
              let view = controller.viewIfLoaded else { return nil }
        switch (guide["type"], attribute) {
        case ("top", .bottom): attribute = .top
        case ("bottom", .top): attribute = .bottom
        default: break
        }
        return view.safeAreaLayoutGuide
    }

    /// A multiplier as Xcode writes it: a number, or a ratio `a:b`.
    static func multiplier(_ text: String?) -> CGFloat? {
        guard let text else { return 1 }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == parts.count, numbers.allSatisfy(\.isFinite) else { return nil }
        switch numbers.count {
        case 1: return CGFloat(numbers[0])
        case 2 where numbers[1] != 0: return CGFloat(numbers[0] / numbers[1])
        default: return nil
        }
    }

    /// An attribute by the name Xcode writes (`baseline` is the last baseline).
    static func layoutAttribute(_ name: String) -> NSLayoutConstraint.Attribute? {
        switch name {
        case "left": .left
        case "right": .right
        case "top": .top
        case "bottom": .bottom
        case "leading": .leading
        case "trailing": .trailing
        case "width": .width
        case "height": .height
        case "centerX": .centerX
        case "centerY": .centerY
        case "baseline", "lastBaseline": .lastBaseline
        case "firstBaseline": .firstBaseline
        case "leftMargin": .leftMargin
        case "rightMargin": .rightMargin
        case "topMargin": .topMargin
        case "bottomMargin": .bottomMargin
        case "leadingMargin": .leadingMargin
        case "trailingMargin": .trailingMargin
        case "centerXWithinMargins": .centerXWithinMargins
        case "centerYWithinMargins": .centerYWithinMargins
        default: nil
        }
    }
}
