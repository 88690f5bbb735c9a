import Testing
@_spi(Headless) import UIKit
import HeadlessCore
import UIKitTesting

/// List-cell APIs of Apple's modern collection views sample: placements with a displayed
/// state, outline disclosure styles, resolved colours, swipe configurations, images as
/// hashable item values.
@MainActor
@Suite(.freshRuntime) struct ListCellAPITests {
    @Test func aCustomAccessoryShowsInItsPlacementsState() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let star = UIImageView(image: UIImage(systemName: "star.fill"))
        let badge = UILabel()
        cell.accessories = [
            .customView(configuration: .init(customView: star, placement: .trailing())),
            .customView(configuration: .init(customView: badge, placement: .leading(displayed: .whenEditing))),
            .outlineDisclosure(options: .init(style: .header)),
        ]
        #expect(cell.shownAccessories.map(\.kind) == [.customView, .outlineDisclosure], "both trail, in order; the leading badge waits for editing")
    }

    @Test func resolvedColoursGoThroughTheTransformers() {
        var content = UIListContentConfiguration.cell()
        content.imageProperties.tintColorTransformer = UIConfigurationColorTransformer { _ in .systemRed }
        #expect(content.imageProperties.resolvedTintColor(for: .systemBlue) == .systemRed)
        content.imageProperties.tintColorTransformer = nil
        #expect(content.imageProperties.resolvedTintColor(for: .systemBlue) == .systemBlue)
        content.imageProperties.tintColor = .systemGreen
        #expect(content.imageProperties.resolvedTintColor(for: .systemBlue) == .systemGreen)
        content.textProperties.color = .label
        content.textProperties.colorTransformer = UIConfigurationColorTransformer { _ in .secondaryLabel }
        #expect(content.textProperties.resolvedColor() == .secondaryLabel)
        content.imageProperties.preferredSymbolConfiguration = .init(scale: .large)
        #expect(content.imageProperties.preferredSymbolConfiguration != nil)
    }

    @Test func swipeConfigurationsAreKeptOnCellAndList() {
        let cell = UICollectionViewListCell()
        let star = UIContextualAction(style: .normal, title: "Star") { _, _, done in done(true) }
        cell.leadingSwipeActionsConfiguration = UISwipeActionsConfiguration(actions: [star])
        #expect(cell.leadingSwipeActionsConfiguration?.actions.first?.title == "Star")
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.trailingSwipeActionsConfigurationProvider = { indexPath in
            indexPath.item == 0 ? UISwipeActionsConfiguration(actions: [star]) : nil
        }
        #expect(list.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 0))?.actions.count == 1)
        #expect(list.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 1, section: 0)) == nil)
    }

    /// An item holding an image is hashable, as it is on iOS where `UIImage` is an `NSObject`:
    /// the same image object is equal, another image with the same name is not.
    @Test func imagesAreHashableByIdentity() {
        struct Item: Hashable {
            let title: String
            let image: UIImage?
        }
        let star = UIImage(systemName: "star")
        #expect(Item(title: "a", image: star) == Item(title: "a", image: star))
        #expect(Set([Item(title: "a", image: star), Item(title: "a", image: star)]).count == 1)
        #expect(UIImage().size == .zero)
    }

    /// `.redraw` asks for `draw(_:)` again when the size changes; other modes do not.
    @Test func redrawContentModeRedrawsOnResize() {
        final class Canvas: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) { draws += 1 }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.isHidden = false
        let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(canvas)
        let runLoop = HeadlessRuntime.current.runLoop
        runLoop.runUntilIdle()
        #expect(canvas.draws == 1)
        canvas.frame.size.width = 150
        runLoop.runUntilIdle()
        #expect(canvas.draws == 1)
        canvas.contentMode = .redraw
        canvas.frame.size.width = 200
        runLoop.runUntilIdle()
        #expect(canvas.draws == 2)
    }
}
