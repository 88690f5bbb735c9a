@testable import PortRewriter
import Foundation
import Testing

/// `value.init()` on a class metatype value, as in Apple's "Implementing Modern Collection
/// Views" sample (an outline item keeps a `UIViewController.Type` and pushes `type.init()`).
@Suite struct MetatypeInitTests {
    private func port(_ files: [String: String]) -> PortRewriter.Result {
        PortRewriter(emitsSourceLocations: false).rewrite(files.sorted { $0.key < $1.key }.map { .init(path: $0.key, text: $0.value) })
    }

    private static let outline = """
        import UIKit

        class OutlineViewController: UIViewController {
            class Item {
                let controller: UIViewController.Type?
                init(title: String, viewController: UIViewController.Type? = nil) { controller = viewController }
            }
            let items = [Item(title: "Grid", viewController: GridViewController.self)]
            func open(_ item: Item) {
                if let viewController = item.controller {
                    navigationController?.pushViewController(viewController.init(), animated: true)
                }
            }
        }
        """

    private static let screens = """
        import UIKit

        class GridViewController: UIViewController {}
        class ListViewController: GridViewController {
            override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
            required init?(coder: NSCoder) { fatalError() }
        }
        class DetailViewController: UIViewController {
            let id: Int
            init(id: Int) { self.id = id; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
        }
        class PlainViewController: DetailViewController {
            init() { super.init(id: 0) }
            required init?(coder: NSCoder) { fatalError() }
        }
        private class HiddenViewController: UIViewController {}
        struct Model { init() {} }
        """

    @Test func aCallOnAMetatypeValueCallsTheGeneratedFactory() {
        let result = port(["App/Outline.swift": Self.outline, "App/Screens.swift": Self.screens])
        #expect(result.files[0].text.contains("navigationController?.pushViewController(_headlessPortMake(viewController), animated: true)"))
        #expect(result.counts[.metatypeInit] == 1)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func theFactoryListsTheClassesWhoseInitItCanSee() {
        let registration = port(["App/Outline.swift": Self.outline, "App/Screens.swift": Self.screens]).registration.text
        #expect(registration.contains("@MainActor func _headlessPortMake<T: UIResponder>(_ type: T.Type) -> T {"))
        // Inherited from UIViewController, inherited by overriding all designated
        // initializers, declared: each is listed.
        #expect(registration.contains("case ObjectIdentifier(GridViewController.self): return GridViewController() as! T"))
        #expect(registration.contains("case ObjectIdentifier(ListViewController.self): return ListViewController() as! T"))
        #expect(registration.contains("case ObjectIdentifier(PlainViewController.self): return PlainViewController() as! T"))
        #expect(registration.contains("case ObjectIdentifier(OutlineViewController.self): return OutlineViewController() as! T"))
        // UIKit's own class, the type the value was declared with.
        #expect(registration.contains("case ObjectIdentifier(UIViewController.self): return UIViewController() as! T"))
        // A designated init(id:) hides init(); a private class cannot be named; a struct is no view controller.
        #expect(!registration.contains("DetailViewController()"))
        #expect(!registration.contains("HiddenViewController"))
        #expect(!registration.contains("Model"))
        #expect(!registration.contains("OutlineViewController.Item"))
        #expect(registration.contains("default: PortMetatype.unconstructible(type)"))
    }

    @Test func metatypesOfOtherTypesKeepTheirInit() {
        let result = port(["App/Factory.swift": """
            struct Model { init() {} }
            final class Cache { init() {} }
            func make(_ modelType: Model.Type, _ cacheType: Cache.Type) -> (Model, Cache) {
                (modelType.init(), cacheType.init())
            }
            func again(_ type: UIView.Type) -> UIView { Self.init() }
            """])
        #expect(result.files[0].text.contains("(modelType.init(), cacheType.init())"))
        #expect(result.counts[.metatypeInit] == nil)
        #expect(!result.registration.text.contains("_headlessPortMake"))
    }

    @Test func bindingsCarryTheMetatypeThroughGuardAndLet() {
        let result = port(["App/Cells.swift": """
            import UIKit

            class BadgeView: UIView {}
            func make(_ kinds: [UIView.Type]) {}
            class Host {
                var viewType: UIView.Type = BadgeView.self
                func build() -> UIView {
                    let chosen = self.viewType
                    guard let again = Optional(chosen) else { return UIView() }
                    _ = again
                    return chosen.init()
                }
            }
            """])
        #expect(result.files[0].text.contains("return _headlessPortMake(chosen)"))
        #expect(result.registration.text.contains("case ObjectIdentifier(BadgeView.self): return BadgeView() as! T"))
        #expect(result.registration.text.contains("case ObjectIdentifier(UIView.self): return UIView() as! T"))
    }

    /// `T()` on a generic parameter constrained to a cell class, as a table helper writes it
    /// (`func dequeue<T: UITableViewCell>(…) -> T`), becomes the factory call; a parameter
    /// constrained to something else keeps its call.
    @Test func aCallOnAClassConstrainedGenericParameterCallsTheFactory() {
        let helpers = """
            import UIKit

            extension UITableView {
                func dequeue<T: UITableViewCell>(_ id: String, for indexPath: IndexPath) -> T {
                    guard let cell = dequeueReusableCell(withIdentifier: id, for: indexPath) as? T else { return T() }
                    return cell
                }
                func make<C>() -> C where C: UICollectionViewCell { C.init() }
            }
            struct Box<Value> {
                func fresh<V: Defaultable>() -> V { V() }
            }
            protocol Defaultable { init() }
            final class ItemCell: UITableViewCell {}
            """
        let result = port(["App/Helpers.swift": helpers])
        let text = result.files[0].text
        #expect(text.contains("as? T else { return _headlessPortMake(T.self) }"))
        #expect(text.contains("where C: UICollectionViewCell { _headlessPortMake(C.self) }"))
        #expect(text.contains("-> V { V() }"), "a protocol constraint keeps its call")
        #expect(result.counts[.metatypeInit] == 2)
        let registration = result.registration.text
        #expect(registration.contains("case ObjectIdentifier(ItemCell.self): return ItemCell() as! T"))
        #expect(registration.contains("case ObjectIdentifier(UITableViewCell.self): return UITableViewCell() as! T"))
        #expect(registration.contains("case ObjectIdentifier(UICollectionViewCell.self): return UICollectionViewCell() as! T"))
    }
}
