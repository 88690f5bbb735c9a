import HeadlessCore
import Foundation

/// Registration counter: each registration gets a reuse identifier of its own.
@MainActor enum RegistrationIdentifiers {
    static var next = 0
    static func make(_ kind: String, _ type: Any.Type) -> String {
        next += 1
        return "\(kind)#\(next)<\(type)>"
    }
}

extension UICollectionView {
    /// A cell type and the closure that configures it for an item; the collection view
    /// registers the class the first time the registration dequeues.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for an item.
        public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        /// The nib the cell comes from, if any.
        public let cellNib: UINib?
        /// The configuring closure.
        public let handler: Handler
        let reuseIdentifier: String

        /// A registration of the cell class.
        public init(handler: @escaping Handler) {
            cellNib = nil
            self.handler = handler
            reuseIdentifier = RegistrationIdentifiers.make("CellRegistration", Cell.self)
        }

        /// A registration of a cell from a nib.
        public init(cellNib: UINib, handler: @escaping Handler) {
            self.cellNib = cellNib
            self.handler = handler
            reuseIdentifier = RegistrationIdentifiers.make("CellRegistration", Cell.self)
        }
    }

    /// A supplementary view type, its kind and the closure that configures it.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued supplementary view.
        public typealias Handler = @MainActor (_ supplementaryView: Supplementary, _ elementKind: String,
                                               _ indexPath: IndexPath) -> Void

        /// The nib the view comes from, if any.
        public let supplementaryNib: UINib?
        /// The kind of element.
        public let elementKind: String
        /// The configuring closure.
        public let handler: Handler
        let reuseIdentifier: String

        /// A registration of the view class for a kind.
        public init(elementKind: String, handler: @escaping Handler) {
            supplementaryNib = nil
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = RegistrationIdentifiers.make("SupplementaryRegistration", Supplementary.self)
        }

        /// A registration of a view from a nib for a kind.
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.supplementaryNib = supplementaryNib
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = RegistrationIdentifiers.make("SupplementaryRegistration", Supplementary.self)
        }
    }

    /// Dequeues a cell of a registration and configures it for an item.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell {
        let identifier = registration.reuseIdentifier
        if cellClasses[identifier] == nil && cellNibs[identifier] == nil {
            if let nib = registration.cellNib {
                cellNibs[identifier] = nib
            } else {
                cellClasses[identifier] = Cell.self
            }
        }
        let dequeued = dequeueCellMechanism(identifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            runtime.report(.error, .collectionViewDequeueUnregistered,
                           "The nib of a CellRegistration<\(Cell.self), \(Item.self)> on \(traceName) made \(dequeued.traceName), not a \(Cell.self): give the nib a cell of the registration's class. A new \(Cell.self) was used.",
                           about: self)
            let replacement = Cell(registeredFrame: dequeued.frame)
            replacement.reuseIdentifier = identifier
            replacement.wasDequeued = true
            return replacement
        }
        if let item {
            runtime.deliver(toDelegate: self, .registrationHandler, [cell.traceName, describe(indexPath), "\(item)"]) {
                registration.handler(cell, indexPath, item)
            }
        }
        return cell
    }

    /// Dequeues a supplementary view of a registration and configures it.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let kind = registration.elementKind
        let key = Self.poolKey(kind, registration.reuseIdentifier)
        if supplementaryClasses[key] == nil && supplementaryNibs[key] == nil {
            if let nib = registration.supplementaryNib {
                supplementaryNibs[key] = nib
            } else {
                supplementaryClasses[key] = Supplementary.self
            }
        }
        let dequeued = dequeueSupplementaryMechanism(kind, registration.reuseIdentifier, for: indexPath)
        let view = dequeued as? Supplementary ?? {
            let replacement = Supplementary(registeredFrame: dequeued.frame)
            replacement.reuseIdentifier = registration.reuseIdentifier
            replacement.wasDequeued = true
            return replacement
        }()
        runtime.deliver(toDelegate: self, .registrationHandler, [view.traceName, kind, describe(indexPath)]) {
            registration.handler(view, kind, indexPath)
        }
        return view
    }
}
