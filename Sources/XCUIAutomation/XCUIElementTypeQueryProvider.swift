import Foundation

/// The element-type queries every element and query offers: `app.buttons`,
/// `cell.staticTexts`, `app.navigationBars.buttons`. Each is
/// `descendants(matching:)` of its type.
@MainActor
public protocol XCUIElementTypeQueryProvider {
    /// The descendants of type `.other`.
    var otherElements: XCUIElementQuery { get }
    /// The descendants of type `.group`.
    var groups: XCUIElementQuery { get }
    /// The descendants of type `.window`.
    var windows: XCUIElementQuery { get }
    /// The descendants of type `.sheet`.
    var sheets: XCUIElementQuery { get }
    /// The descendants of type `.drawer`.
    var drawers: XCUIElementQuery { get }
    /// The descendants of type `.alert`.
    var alerts: XCUIElementQuery { get }
    /// The descendants of type `.dialog`.
    var dialogs: XCUIElementQuery { get }
    /// The descendants of type `.button`.
    var buttons: XCUIElementQuery { get }
    /// The descendants of type `.radioButton`.
    var radioButtons: XCUIElementQuery { get }
    /// The descendants of type `.radioGroup`.
    var radioGroups: XCUIElementQuery { get }
    /// The descendants of type `.checkBox`.
    var checkBoxes: XCUIElementQuery { get }
    /// The descendants of type `.disclosureTriangle`.
    var disclosureTriangles: XCUIElementQuery { get }
    /// The descendants of type `.popUpButton`.
    var popUpButtons: XCUIElementQuery { get }
    /// The descendants of type `.comboBox`.
    var comboBoxes: XCUIElementQuery { get }
    /// The descendants of type `.menuButton`.
    var menuButtons: XCUIElementQuery { get }
    /// The descendants of type `.toolbarButton`.
    var toolbarButtons: XCUIElementQuery { get }
    /// The descendants of type `.popover`.
    var popovers: XCUIElementQuery { get }
    /// The descendants of type `.keyboard`.
    var keyboards: XCUIElementQuery { get }
    /// The descendants of type `.key`.
    var keys: XCUIElementQuery { get }
    /// The descendants of type `.navigationBar`.
    var navigationBars: XCUIElementQuery { get }
    /// The descendants of type `.tabBar`.
    var tabBars: XCUIElementQuery { get }
    /// The descendants of type `.tabGroup`.
    var tabGroups: XCUIElementQuery { get }
    /// The descendants of type `.toolbar`.
    var toolbars: XCUIElementQuery { get }
    /// The descendants of type `.statusBar`.
    var statusBars: XCUIElementQuery { get }
    /// The descendants of type `.table`.
    var tables: XCUIElementQuery { get }
    /// The descendants of type `.tableRow`.
    var tableRows: XCUIElementQuery { get }
    /// The descendants of type `.tableColumn`.
    var tableColumns: XCUIElementQuery { get }
    /// The descendants of type `.outline`.
    var outlines: XCUIElementQuery { get }
    /// The descendants of type `.outlineRow`.
    var outlineRows: XCUIElementQuery { get }
    /// The descendants of type `.browser`.
    var browsers: XCUIElementQuery { get }
    /// The descendants of type `.collectionView`.
    var collectionViews: XCUIElementQuery { get }
    /// The descendants of type `.slider`.
    var sliders: XCUIElementQuery { get }
    /// The descendants of type `.pageIndicator`.
    var pageIndicators: XCUIElementQuery { get }
    /// The descendants of type `.progressIndicator`.
    var progressIndicators: XCUIElementQuery { get }
    /// The descendants of type `.activityIndicator`.
    var activityIndicators: XCUIElementQuery { get }
    /// The descendants of type `.segmentedControl`.
    var segmentedControls: XCUIElementQuery { get }
    /// The descendants of type `.picker`.
    var pickers: XCUIElementQuery { get }
    /// The descendants of type `.pickerWheel`.
    var pickerWheels: XCUIElementQuery { get }
    /// The descendants of type `.switch`.
    var switches: XCUIElementQuery { get }
    /// The descendants of type `.toggle`.
    var toggles: XCUIElementQuery { get }
    /// The descendants of type `.link`.
    var links: XCUIElementQuery { get }
    /// The descendants of type `.image`.
    var images: XCUIElementQuery { get }
    /// The descendants of type `.icon`.
    var icons: XCUIElementQuery { get }
    /// The descendants of type `.searchField`.
    var searchFields: XCUIElementQuery { get }
    /// The descendants of type `.scrollView`.
    var scrollViews: XCUIElementQuery { get }
    /// The descendants of type `.scrollBar`.
    var scrollBars: XCUIElementQuery { get }
    /// The descendants of type `.staticText`.
    var staticTexts: XCUIElementQuery { get }
    /// The descendants of type `.textField`.
    var textFields: XCUIElementQuery { get }
    /// The descendants of type `.secureTextField`.
    var secureTextFields: XCUIElementQuery { get }
    /// The descendants of type `.datePicker`.
    var datePickers: XCUIElementQuery { get }
    /// The descendants of type `.textView`.
    var textViews: XCUIElementQuery { get }
    /// The descendants of type `.menu`.
    var menus: XCUIElementQuery { get }
    /// The descendants of type `.menuItem`.
    var menuItems: XCUIElementQuery { get }
    /// The descendants of type `.menuBar`.
    var menuBars: XCUIElementQuery { get }
    /// The descendants of type `.menuBarItem`.
    var menuBarItems: XCUIElementQuery { get }
    /// The descendants of type `.map`.
    var maps: XCUIElementQuery { get }
    /// The descendants of type `.webView`.
    var webViews: XCUIElementQuery { get }
    /// The descendants of type `.incrementArrow`.
    var incrementArrows: XCUIElementQuery { get }
    /// The descendants of type `.decrementArrow`.
    var decrementArrows: XCUIElementQuery { get }
    /// The descendants of type `.timeline`.
    var timelines: XCUIElementQuery { get }
    /// The descendants of type `.ratingIndicator`.
    var ratingIndicators: XCUIElementQuery { get }
    /// The descendants of type `.valueIndicator`.
    var valueIndicators: XCUIElementQuery { get }
    /// The descendants of type `.splitGroup`.
    var splitGroups: XCUIElementQuery { get }
    /// The descendants of type `.splitter`.
    var splitters: XCUIElementQuery { get }
    /// The descendants of type `.relevanceIndicator`.
    var relevanceIndicators: XCUIElementQuery { get }
    /// The descendants of type `.colorWell`.
    var colorWells: XCUIElementQuery { get }
    /// The descendants of type `.helpTag`.
    var helpTags: XCUIElementQuery { get }
    /// The descendants of type `.matte`.
    var mattes: XCUIElementQuery { get }
    /// The descendants of type `.dockItem`.
    var dockItems: XCUIElementQuery { get }
    /// The descendants of type `.ruler`.
    var rulers: XCUIElementQuery { get }
    /// The descendants of type `.rulerMarker`.
    var rulerMarkers: XCUIElementQuery { get }
    /// The descendants of type `.grid`.
    var grids: XCUIElementQuery { get }
    /// The descendants of type `.levelIndicator`.
    var levelIndicators: XCUIElementQuery { get }
    /// The descendants of type `.cell`.
    var cells: XCUIElementQuery { get }
    /// The descendants of type `.layoutArea`.
    var layoutAreas: XCUIElementQuery { get }
    /// The descendants of type `.layoutItem`.
    var layoutItems: XCUIElementQuery { get }
    /// The descendants of type `.handle`.
    var handles: XCUIElementQuery { get }
    /// The descendants of type `.stepper`.
    var steppers: XCUIElementQuery { get }
    /// The descendants of type `.tab`.
    var tabs: XCUIElementQuery { get }
    /// The descendants of type `.touchBar`.
    var touchBars: XCUIElementQuery { get }
    /// The descendants of type `.statusItem`.
    var statusItems: XCUIElementQuery { get }
}

extension XCUIElementTypeQueryProvider {
    public var otherElements: XCUIElementQuery { typedDescendants(.other) }
    public var groups: XCUIElementQuery { typedDescendants(.group) }
    public var windows: XCUIElementQuery { typedDescendants(.window) }
    public var sheets: XCUIElementQuery { typedDescendants(.sheet) }
    public var drawers: XCUIElementQuery { typedDescendants(.drawer) }
    public var alerts: XCUIElementQuery { typedDescendants(.alert) }
    public var dialogs: XCUIElementQuery { typedDescendants(.dialog) }
    public var buttons: XCUIElementQuery { typedDescendants(.button) }
    public var radioButtons: XCUIElementQuery { typedDescendants(.radioButton) }
    public var radioGroups: XCUIElementQuery { typedDescendants(.radioGroup) }
    public var checkBoxes: XCUIElementQuery { typedDescendants(.checkBox) }
    public var disclosureTriangles: XCUIElementQuery { typedDescendants(.disclosureTriangle) }
    public var popUpButtons: XCUIElementQuery { typedDescendants(.popUpButton) }
    public var comboBoxes: XCUIElementQuery { typedDescendants(.comboBox) }
    public var menuButtons: XCUIElementQuery { typedDescendants(.menuButton) }
    public var toolbarButtons: XCUIElementQuery { typedDescendants(.toolbarButton) }
    public var popovers: XCUIElementQuery { typedDescendants(.popover) }
    public var keyboards: XCUIElementQuery { typedDescendants(.keyboard) }
    public var keys: XCUIElementQuery { typedDescendants(.key) }
    public var navigationBars: XCUIElementQuery { typedDescendants(.navigationBar) }
    public var tabBars: XCUIElementQuery { typedDescendants(.tabBar) }
    public var tabGroups: XCUIElementQuery { typedDescendants(.tabGroup) }
    public var toolbars: XCUIElementQuery { typedDescendants(.toolbar) }
    public var statusBars: XCUIElementQuery { typedDescendants(.statusBar) }
    public var tables: XCUIElementQuery { typedDescendants(.table) }
    public var tableRows: XCUIElementQuery { typedDescendants(.tableRow) }
    public var tableColumns: XCUIElementQuery { typedDescendants(.tableColumn) }
    public var outlines: XCUIElementQuery { typedDescendants(.outline) }
    public var outlineRows: XCUIElementQuery { typedDescendants(.outlineRow) }
    public var browsers: XCUIElementQuery { typedDescendants(.browser) }
    public var collectionViews: XCUIElementQuery { typedDescendants(.collectionView) }
    public var sliders: XCUIElementQuery { typedDescendants(.slider) }
    public var pageIndicators: XCUIElementQuery { typedDescendants(.pageIndicator) }
    public var progressIndicators: XCUIElementQuery { typedDescendants(.progressIndicator) }
    public var activityIndicators: XCUIElementQuery { typedDescendants(.activityIndicator) }
    public var segmentedControls: XCUIElementQuery { typedDescendants(.segmentedControl) }
    public var pickers: XCUIElementQuery { typedDescendants(.picker) }
    public var pickerWheels: XCUIElementQuery { typedDescendants(.pickerWheel) }
    public var switches: XCUIElementQuery { typedDescendants(.`switch`) }
    public var toggles: XCUIElementQuery { typedDescendants(.toggle) }
    public var links: XCUIElementQuery { typedDescendants(.link) }
    public var images: XCUIElementQuery { typedDescendants(.image) }
    public var icons: XCUIElementQuery { typedDescendants(.icon) }
    public var searchFields: XCUIElementQuery { typedDescendants(.searchField) }
    public var scrollViews: XCUIElementQuery { typedDescendants(.scrollView) }
    public var scrollBars: XCUIElementQuery { typedDescendants(.scrollBar) }
    public var staticTexts: XCUIElementQuery { typedDescendants(.staticText) }
    public var textFields: XCUIElementQuery { typedDescendants(.textField) }
    public var secureTextFields: XCUIElementQuery { typedDescendants(.secureTextField) }
    public var datePickers: XCUIElementQuery { typedDescendants(.datePicker) }
    public var textViews: XCUIElementQuery { typedDescendants(.textView) }
    public var menus: XCUIElementQuery { typedDescendants(.menu) }
    public var menuItems: XCUIElementQuery { typedDescendants(.menuItem) }
    public var menuBars: XCUIElementQuery { typedDescendants(.menuBar) }
    public var menuBarItems: XCUIElementQuery { typedDescendants(.menuBarItem) }
    public var maps: XCUIElementQuery { typedDescendants(.map) }
    public var webViews: XCUIElementQuery { typedDescendants(.webView) }
    public var incrementArrows: XCUIElementQuery { typedDescendants(.incrementArrow) }
    public var decrementArrows: XCUIElementQuery { typedDescendants(.decrementArrow) }
    public var timelines: XCUIElementQuery { typedDescendants(.timeline) }
    public var ratingIndicators: XCUIElementQuery { typedDescendants(.ratingIndicator) }
    public var valueIndicators: XCUIElementQuery { typedDescendants(.valueIndicator) }
    public var splitGroups: XCUIElementQuery { typedDescendants(.splitGroup) }
    public var splitters: XCUIElementQuery { typedDescendants(.splitter) }
    public var relevanceIndicators: XCUIElementQuery { typedDescendants(.relevanceIndicator) }
    public var colorWells: XCUIElementQuery { typedDescendants(.colorWell) }
    public var helpTags: XCUIElementQuery { typedDescendants(.helpTag) }
    public var mattes: XCUIElementQuery { typedDescendants(.matte) }
    public var dockItems: XCUIElementQuery { typedDescendants(.dockItem) }
    public var rulers: XCUIElementQuery { typedDescendants(.ruler) }
    public var rulerMarkers: XCUIElementQuery { typedDescendants(.rulerMarker) }
    public var grids: XCUIElementQuery { typedDescendants(.grid) }
    public var levelIndicators: XCUIElementQuery { typedDescendants(.levelIndicator) }
    public var cells: XCUIElementQuery { typedDescendants(.cell) }
    public var layoutAreas: XCUIElementQuery { typedDescendants(.layoutArea) }
    public var layoutItems: XCUIElementQuery { typedDescendants(.layoutItem) }
    public var handles: XCUIElementQuery { typedDescendants(.handle) }
    public var steppers: XCUIElementQuery { typedDescendants(.stepper) }
    public var tabs: XCUIElementQuery { typedDescendants(.tab) }
    public var touchBars: XCUIElementQuery { typedDescendants(.touchBar) }
    public var statusItems: XCUIElementQuery { typedDescendants(.statusItem) }

    /// The descendants of a type, from an element or a query.
    func typedDescendants(_ type: XCUIElement.ElementType) -> XCUIElementQuery {
        if let query = self as? XCUIElementQuery { return query.descendants(matching: type) }
        if let element = self as? XCUIElement { return element.descendants(matching: type) }
        return XCUIElementQuery(unsupportedProvider: String(describing: Swift.type(of: self)))
    }
}
