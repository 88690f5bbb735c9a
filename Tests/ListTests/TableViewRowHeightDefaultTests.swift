import Foundation
import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import _UIKitTestSupport

/// A picture that asks for 250 points of height through its intrinsic content size (an image
/// view showing a 250-point image does the same).
final class TallPicture: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 250) }
}

/// A card cell: a picture pinned 10 points inside the content view, so the content view asks
/// for 270 points (References §58.1).
final class CardCell: UITableViewCell {
    let picture = TallPicture()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        picture.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(picture)
        NSLayoutConstraint.activate([
            picture.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            picture.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            picture.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            picture.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A table view controller made in code that sets no row height, as Neobis's countries list
/// does: three card rows, or default-style rows with a text label.
final class CardsController: UITableViewController {
    var cards = true

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.separatorStyle = .none
        tableView.register(CardCell.self, forCellReuseIdentifier: "card")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cards ? "card" : "plain", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// The controller of the storyboard table below: default-style rows.
final class StoryboardRowsController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// `UITableView.rowHeight` defaults to `automaticDimension` from iOS 11, so a table made in code
/// self-sizes its rows from their content views' constraints; before iOS 11 it is 44; a
/// storyboard's table keeps the height Interface Builder wrote (References §58.1).
@MainActor
@Suite(.freshRuntime) struct TableViewRowHeightDefaultTests {
    @Test func aTableMadeInCodeSelfSizesByDefault() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        #expect(table.rowHeight == UITableView.automaticDimension)
        #expect(table.estimatedRowHeight == UITableView.automaticDimension)
    }

    @Test func aCardRowIsTheHeightItsContentViewsConstraintsAsk() throws {
        let harness = LifecycleHarness()
        let controller = CardsController(style: .plain)
        harness.show(controller)
        let table: UITableView = controller.tableView
        let heights = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        #expect(heights == [270, 270, 270])
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CardCell)
        #expect(cell.frame.height == 270)
        #expect(cell.picture.frame.height == 250)
        #expect(!diagnosticCodes.contains("autolayout.unsatisfiable"))
    }

    @Test func aRowWhoseConstraintsGiveNoHeightTakesTheStandard44() {
        let harness = LifecycleHarness()
        let controller = CardsController(style: .plain)
        controller.cards = false
        harness.show(controller)
        let table: UITableView = controller.tableView
        #expect((0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height } == [44, 44, 44])
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Row 0", "Row 1", "Row 2"])
    }

    @Test func beforeIOS11RowsAre44PointsAndACardIsSqueezed() {
        let harness = LifecycleHarness(profile: LifecycleProfile(iOS: 10))
        let controller = CardsController(style: .plain)
        harness.show(controller)
        let table: UITableView = controller.tableView
        #expect(table.rowHeight == 44)
        #expect(table.estimatedRowHeight == 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect((table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CardCell)?.picture.frame.height == 24)
    }

    static func storyboard(rowHeight: String) -> String {
        StoryboardText.storyboard(initial: "Row-Vc-001", scenes: """
                <scene sceneID="Row-Sc-001">
                    <objects>
                        <tableViewController id="Row-Vc-001" customClass="StoryboardRowsController" customModule="ListTests" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="\(rowHeight)" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="Row-Tv-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" textLabel="Row-Lb-001" style="IBUITableViewCellStyleDefault" reuseIdentifier="row" id="Row-Ce-001">
                                        <rect key="frame" x="0.0" y="50" width="375" height="44"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Row-Ce-001" id="Row-Cv-001">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Row-Lb-001">
                                                    <rect key="frame" x="20" y="0.0" width="335" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                                <connections>
                                    <outlet property="dataSource" destination="Row-Vc-001" id="Row-Ds-001"/>
                                    <outlet property="delegate" destination="Row-Vc-001" id="Row-Dl-001"/>
                                </connections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
        """)
    }

    func showStoryboard(rowHeight: String) throws -> UITableView {
        let harness = LifecycleHarness()
        let url = TestScratch.url("RowHeight", suffix: ".storyboard")
        try Self.storyboard(rowHeight: rowHeight).write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let controller = try #require(try UIStoryboard.load(contentsOf: url).instantiateInitialViewController() as? StoryboardRowsController)
        harness.show(controller)
        return controller.tableView
    }

    @Test func aStoryboardTableKeepsTheRowHeightInterfaceBuilderWrote() throws {
        let table = try showStoryboard(rowHeight: "60")
        #expect(table.rowHeight == 60)
        #expect((0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height } == [60, 60, 60])
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Row 0", "Row 1", "Row 2"])
    }

    @Test func aStoryboardTableWithAutomaticRowHeightSelfSizes() throws {
        let table = try showStoryboard(rowHeight: "-1")
        #expect(table.rowHeight == UITableView.automaticDimension)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    }
}
