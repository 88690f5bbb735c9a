import Foundation

// How each primitive view resolves (References §59.5). Containers that add no UIKit view
// (tuples, branches, optionals, groups, `ForEach`) put their children in the parent's place.

@MainActor extension EmptyView: ResolvableView {
    func resolve(into nodes: inout [ViewNode], context: ResolveContext) {}
}

@MainActor extension Never: ResolvableView {
    func resolve(into nodes: inout [ViewNode], context: ResolveContext) {}
}

@MainActor extension TupleView: ResolvableView {
    func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            guard let view = child.value as? any View else { continue }
            context.with("\(index)") { context.resolve(any: view, into: &nodes) }
        }
    }
}

@MainActor extension _ConditionalContent: ResolvableView {
    func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        switch storage {
        case .trueContent(let view): context.with("if") { context.resolve(view, into: &nodes) }
        case .falseContent(let view): context.with("else") { context.resolve(view, into: &nodes) }
        }
    }
}

@MainActor extension Optional: ResolvableView where Wrapped: View {
    func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        if let view = self { context.with("some") { context.resolve(view, into: &nodes) } }
    }
}

@MainActor extension AnyView: ResolvableView {
    func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        context.with("AnyView<\(type(of: content))>") { context.resolve(any: content, into: &nodes) }
    }
}

@MainActor extension Group: ResolvableView {
    func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        context.resolve(content, into: &nodes)
    }
}

@MainActor extension ForEach: ResolvableView {
    func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        for element in data {
            context.with("#\(id(element))") { context.resolve(content(element), into: &nodes) }
        }
    }
}

@MainActor extension Text: ResolvableView {
    func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        nodes.append(ViewNode(.text(content), identity: context.identity + "/Text"))
    }
}

@MainActor extension Button: ResolvableView {
    func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        var labelNodes: [ViewNode] = []
        context.with("Button") { context.resolve(label, into: &labelNodes) }
        nodes.append(ViewNode(.button(action), identity: context.identity + "/Button", children: labelNodes))
    }
}

@MainActor extension VStack: ResolvableView {
    func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        var children: [ViewNode] = []
        context.with("VStack") { context.resolve(content, into: &children) }
        nodes.append(ViewNode(.stack(.vertical, spacing: spacing ?? 8, alignment: alignment.stackAlignment),
                              identity: context.identity + "/VStack", children: children))
    }
}

@MainActor extension HStack: ResolvableView {
    func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        var children: [ViewNode] = []
        context.with("HStack") { context.resolve(content, into: &children) }
        nodes.append(ViewNode(.stack(.horizontal, spacing: spacing ?? 8, alignment: alignment.stackAlignment),
                              identity: context.identity + "/HStack", children: children))
    }
}

@MainActor extension Spacer: ResolvableView {
    func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        nodes.append(ViewNode(.spacer(minLength: minLength ?? 8), identity: context.identity + "/Spacer"))
    }
}

@MainActor extension Image: ResolvableView {
    func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        nodes.append(ViewNode(.image(uiImage, name: name), identity: context.identity + "/Image"))
    }
}

@MainActor extension Color: ResolvableView {
    func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        nodes.append(ViewNode(.color(uiColor), identity: context.identity + "/Color"))
    }
}

@MainActor extension List: ResolvableView {
    func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        var rows: [ViewNode] = []
        context.with("List") { context.resolve(content, into: &rows) }
        nodes.append(ViewNode(.list, identity: context.identity + "/List", children: rows))
    }
}

@MainActor extension ModifiedView: ResolvableView {
    func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        var modified: [ViewNode] = []
        context.resolve(content, into: &modified)
        for node in modified {
            switch modifier {
            case .onAppear(let action): if let action { node.onAppear.append(action) }
            case .onDisappear(let action): if let action { node.onDisappear.append(action) }
            case .padding(let edges, let length):
                if edges.contains(.top) { node.padding.top += length }
                if edges.contains(.leading) { node.padding.left += length }
                if edges.contains(.bottom) { node.padding.bottom += length }
                if edges.contains(.trailing) { node.padding.right += length }
            case .foregroundColor(let color): if node.foregroundColor == nil { node.foregroundColor = color }
            case .accessibilityIdentifier(let identifier): node.accessibilityIdentifier = identifier
            }
        }
        nodes.append(contentsOf: modified)
    }
}
