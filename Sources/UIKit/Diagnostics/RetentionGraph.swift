import HeadlessCore

/// The strong references reachable from a set of roots, for explaining why an object is
/// still alive.
///
/// A breadth-first walk over the stored properties of every object reached
/// (``StrongReferenceReflection``), so that the path it finds to an object is a shortest one.
/// Closures met on the way are kept with the object that stores them: Mirror cannot see what
/// they capture, so they are suspects, never proof.
@MainActor
struct RetentionGraph {
    /// An object reached by the walk.
    struct Node {
        let object: AnyObject
        /// The node that holds this one, or nil for a root.
        let parent: Int?
        /// The property path in the parent (`children[0]`), or what made it a root.
        let label: String
    }

    /// The most objects one walk visits.
    static let nodeLimit = 50_000

    private(set) var nodes: [Node] = []
    private var index: [ObjectIdentifier: Int] = [:]
    /// Closures found, by the node that stores them.
    private(set) var closures: [(node: Int, path: String)] = []
    /// References that lead back to a root: retain cycles through it.
    private(set) var edgesToRoots: [(node: Int, path: String, root: Int)] = []

    /// Walks from `roots`; objects in `opaque` are reached but not looked into.
    init(roots: [(label: String, object: AnyObject)], opaque: Set<ObjectIdentifier> = [], limit: Int = nodeLimit) {
        var queue: [Int] = []
        for root in roots where index[ObjectIdentifier(root.object)] == nil {
            queue.append(add(root.object, parent: nil, label: root.label))
        }
        var head = 0
        while head < queue.count, nodes.count < limit {
            let current = queue[head]
            head += 1
            let object = nodes[current].object
            guard !opaque.contains(ObjectIdentifier(object)) else { continue }
            for edge in StrongReferenceReflection.edges(of: object) {
                switch edge {
                case .object(let path, let target):
                    // Every framework object refers to its process; the process is not what
                    // keeps an app's objects alive (what it holds for them is the framework's).
                    if target is HeadlessRuntime { continue }
                    if let known = index[ObjectIdentifier(target)] {
                        if nodes[known].parent == nil { edgesToRoots.append((current, path, known)) }
                        continue
                    }
                    guard nodes.count < limit else { continue }
                    queue.append(add(target, parent: current, label: path))
                case .closure(let path):
                    closures.append((current, path))
                }
            }
        }
    }

    /// Whether the walk reached `object`.
    func reaches(_ object: AnyObject) -> Bool { index[ObjectIdentifier(object)] != nil }

    /// A shortest chain of strong references from a root to `object`, rendered as
    /// `UIWindow#1.rootViewController → ListViewController#1.cache[0] → DetailViewController#1`.
    func path(to object: AnyObject) -> String? {
        guard var current = index[ObjectIdentifier(object)] else { return nil }
        var hops: [String] = [Self.name(of: object)]
        while let parent = nodes[current].parent {
            hops.append("\(Self.name(of: nodes[parent].object)).\(nodes[current].label)")
            current = parent
        }
        return hops.reversed().joined(separator: " → ")
    }

    /// The retain cycles through a root, each rendered from the root back to itself
    /// (`A#1.helper → Helper.owner → A#1`).
    func cyclesThroughRoots() -> [String] {
        edgesToRoots.compactMap { edge in
            guard let inner = path(to: nodes[edge.node].object) else { return nil }
            return "\(inner).\(edge.path) → \(Self.name(of: nodes[edge.root].object))"
        }
    }

    /// The closures stored in the objects the walk reached, as `Owner#1.property`.
    func closureSites(limit: Int = .max) -> [String] {
        closures.prefix(limit).map { "\(Self.name(of: nodes[$0.node].object)).\($0.path)" }
    }

    /// An object's name in reports: the trace name of a responder, else its class.
    static func name(of object: AnyObject) -> String {
        if let responder = object as? UIResponder { return responder.traceName }
        return String(describing: type(of: object))
    }

    private mutating func add(_ object: AnyObject, parent: Int?, label: String) -> Int {
        nodes.append(Node(object: object, parent: parent, label: label))
        index[ObjectIdentifier(object)] = nodes.count - 1
        return nodes.count - 1
    }
}
