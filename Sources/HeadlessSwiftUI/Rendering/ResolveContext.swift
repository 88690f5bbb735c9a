import Foundation
import HeadlessCore
@_spi(Headless) import UIKit

/// One resolution of a view tree: the path being visited, the state boxes and observed
/// objects met (carried over from the previous resolution by identity), and the depth bound.
@MainActor
final class ResolveContext {
    /// The most custom views nested in one another: deeper is a view that contains itself.
    static let depthLimit = 256

    let host: any RenderInvalidating
    let hostName: String
    private(set) var path: [String] = []
    private var customDepth = 0
    private var reportedTooDeep = false
    /// The boxes of `@State`/`@StateObject` properties by custom view identity, from the
    /// previous resolution and for the next.
    let previousBoxes: [String: [AnyObject]]
    var boxes: [String: [AnyObject]] = [:]
    /// The subscriptions to observed objects, by object, kept while the object stays observed.
    let previousSubscriptions: [ObjectIdentifier: AnyCancellable]
    var subscriptions: [ObjectIdentifier: AnyCancellable] = [:]

    init(host: any RenderInvalidating, hostName: String, previousBoxes: [String: [AnyObject]],
         previousSubscriptions: [ObjectIdentifier: AnyCancellable]) {
        self.host = host
        self.hostName = hostName
        self.previousBoxes = previousBoxes
        self.previousSubscriptions = previousSubscriptions
    }

    var identity: String { path.joined(separator: "/") }

    func with<T>(_ component: String, _ body: () -> T) -> T {
        path.append(component)
        defer { path.removeLast() }
        return body()
    }

    /// Observes `object`: its `objectWillChange` asks the host for a new render.
    func observe<Object: ObservableObject>(_ object: Object) {
        let key = ObjectIdentifier(object)
        if subscriptions[key] != nil { return }
        if let kept = previousSubscriptions[key] {
            subscriptions[key] = kept
            return
        }
        // The host is held weakly: the subscription is the host's, and the object may outlive it.
        subscriptions[key] = object.objectWillChange.sink { [weak host] _ in host?.invalidate(because: "\(Object.self).objectWillChange") }
    }

    /// Resolves any view into the nodes it shows, appended to `nodes`.
    func resolve<V: View>(_ view: V, into nodes: inout [ViewNode]) {
        if let primitive = view as? any ResolvableView {
            primitive.resolve(into: &nodes, context: self)
            return
        }
        if V.Body.self == Never.self {
            HeadlessRuntime.current.report(Diagnostic(.error, code: .swiftUIUnsupportedView,
                message: "\(hostName): \(V.self) has no body and is not a view the headless SwiftUI renders (Text, Button, List, ForEach, VStack, HStack, Spacer, Image, Color, Group, AnyView); it shows nothing. Build it from those views."))
            return
        }
        guard customDepth < Self.depthLimit else {
            if !reportedTooDeep {
                reportedTooDeep = true
                HeadlessRuntime.current.report(Diagnostic(.error, code: .swiftUIViewTooDeep,
                    message: "\(hostName): \(V.self) is nested \(Self.depthLimit) custom views deep (a view whose body contains itself?); what is below is not shown. Make the recursion end."))
            }
            return
        }
        customDepth += 1
        defer { customDepth -= 1 }
        with("\(V.self)") {
            linkProperties(of: view)
            resolve(view.body, into: &nodes)
        }
    }

    /// Resolves a view known only as `any View`.
    func resolve(any view: any View, into nodes: inout [ViewNode]) {
        resolve(view, into: &nodes)
    }

    /// Connects the dynamic properties of a custom view (found by reflection, in declaration
    /// order) to this render: state boxes adopt the previous render's, observed objects are
    /// subscribed to.
    private func linkProperties<V: View>(of view: V) {
        let key = identity
        let previous = previousBoxes[key] ?? []
        var kept: [AnyObject] = []
        for child in Mirror(reflecting: view).children {
            guard let property = child.value as? any ViewPropertyLink else { continue }
            if let box = property.link(previous: kept.count < previous.count ? previous[kept.count] : nil, context: self) {
                kept.append(box)
            }
        }
        if !kept.isEmpty { boxes[key] = kept }
    }
}

/// A view the renderer knows: it resolves into nodes itself instead of through `body`.
@MainActor
protocol ResolvableView {
    func resolve(into nodes: inout [ViewNode], context: ResolveContext)
}

/// A dynamic property (`@State`, `@StateObject`, `@ObservedObject`) linked to a render.
@MainActor
protocol ViewPropertyLink {
    /// Links the property; returns the box to keep for the next render, if it has one.
    func link(previous: AnyObject?, context: ResolveContext) -> AnyObject?
}

/// What a render's state and observed objects tell when they change.
protocol RenderInvalidating: AnyObject, Sendable {
    /// Asks for a new render on the next turn of the main run loop.
    nonisolated func invalidate(because reason: String)
}
