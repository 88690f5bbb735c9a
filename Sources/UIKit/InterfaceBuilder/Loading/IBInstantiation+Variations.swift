import HeadlessCore

/// Size-class variations (`<variation key="…">` with `<mask key="constraints">` and attribute
/// overrides) of the views of one instantiation, resolved once every constraint exists and
/// applied for the size classes the views have then (References §64).
extension IBInstantiation {
    /// Resolves and applies the variations of every view decoded so far.
    func installVariations() {
        let pending = viewsWithVariations
        viewsWithVariations = []
        for (view, object) in pending {
            view.traitExtrasForWriting.sizeClassVariations = makeVariations(view, object)
        }
        IBSizeClassVariations.apply(to: pending.map(\.view))
    }

    private func makeVariations(_ view: UIView, _ object: IBObject) -> IBSizeClassVariations {
        func notice(_ line: Int, _ message: String) {
            runtime.report(document.error(.variationNotApplied, at: object, line: line, message))
        }
        let variableAttributes = (type(of: view) as? IBVariableAttributes.Type)?.variableArchivedAttributes ?? []
        var variations: [IBSizeClassVariations.Variation] = []
        var base: [String: String?] = [:]
        var slots: [ObjectIdentifier: IBSizeClassVariations.ConstraintSlot] = [:]
        for element in object.variations {
            guard let key = element.key, let condition = IBSizeClassVariations.Condition.parse(key) else {
                notice(element.line, "the <variation key=\"\(element.key ?? "")\"> of \(object.summary) is not a size-class key HeadlessUIKit knows (default, widthClass=…, heightClass=…, each compact, regular or any); it is not applied.")
                continue
            }
            var variation = IBSizeClassVariations.Variation(condition: condition)
            for (name, value) in element.attributes.sorted(by: { $0.key < $1.key }) where name != "key" {
                guard variableAttributes.contains(name) else {
                    notice(element.line, "the <variation key=\"\(key)\"> of \(object.summary) overrides \(name), which HeadlessUIKit does not vary by size class; the view keeps its own value.")
                    continue
                }
                variation.attributes[name] = value
                base[name] = .some(object[name])
            }
            for mask in element.children where mask.name == "mask" {
                guard mask.key == "constraints" else {
                    notice(mask.line, "the <mask key=\"\(mask.key ?? "")\"> of the <variation key=\"\(key)\"> of \(object.summary) is not applied: HeadlessUIKit varies only constraints and attributes by size class, so the \(mask.key ?? "objects") it names stay installed.")
                    continue
                }
                for entry in mask.children where entry.name == "include" || entry.name == "exclude" {
                    let reference = entry["reference"] ?? ""
                    guard let archived = document.objectsByID[reference], archived.elementName == "constraint",
                          let constraint = instance(reference) as? NSLayoutConstraint,
                          let holder = archived.parent.flatMap({ instance($0.id) as? UIView }) else {
                        notice(entry.line, "the <\(entry.name) reference=\"\(reference)\"> of the <variation key=\"\(key)\"> of \(object.summary) names no constraint of this file that was made; it is ignored.")
                        continue
                    }
                    let slot = slots[ObjectIdentifier(constraint)] ?? IBSizeClassVariations.ConstraintSlot(constraint: constraint, holder: holder)
                    slots[ObjectIdentifier(constraint)] = slot
                    variation.constraints.append((slot, entry.name == "include"))
                }
            }
            variations.append(variation)
        }
        return IBSizeClassVariations(variations: variations, baseAttributes: base)
    }
}
