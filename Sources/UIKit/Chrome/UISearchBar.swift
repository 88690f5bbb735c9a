import HeadlessCore
import Foundation

/// A bar with a search field, an optional Cancel button and an optional scope bar.
///
/// The field is ``searchTextField``, a real text field: tapping it (the device's `tap` with
/// the placeholder) makes it first responder, `type` types into it, the keyboard's search key
/// (`return`) tells the delegate. Each change by the user is offered to the delegate
/// (`searchBar(_:shouldChangeTextIn:replacementText:)`) and reported to it
/// (`searchBar(_:textDidChange:)`); setting ``text`` in code reports nothing. A bar owned by a
/// ``UISearchController`` activates it when editing begins, and its Cancel button (shown
/// while the controller is active) deactivates it (References §30).
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The icons of the search field.
    public enum Icon: Int, Sendable, Hashable {
        /// The magnifying glass.
        case search = 0
        /// The button that clears the text.
        case clear = 1
        /// The bookmark button.
        case bookmark = 2
        /// The results-list button.
        case resultsList = 3
    }

    /// How the bar's background looks.
    public enum Style: UInt, Sendable, Hashable {
        /// The system's choice (prominent).
        case `default` = 0
        /// A translucent background with an opaque field.
        case prominent = 1
        /// No background; the field alone.
        case minimal = 2
    }

    /// The height of a standalone bar (without scope bar).
    static let standardHeight: CGFloat = 56
    /// The height a search bar takes inside a navigation bar.
    static let heightInNavigationBar: CGFloat = 52
    /// The height the scope bar adds.
    static let scopeBarHeight: CGFloat = 44

    /// The search controller that owns the bar, if any.
    weak var searchController: UISearchController?
    private let field = UISearchTextField(frame: .zero)
    private let cancelButton = UIButton(type: .system)
    private var scopeControl: UISegmentedControl?
    private var promptLabel: UILabel?

    /// The object told about editing, changes and buttons.
    open weak var delegate: UISearchBarDelegate?
    /// The style of the background.
    open var searchBarStyle: UISearchBar.Style = .default
    /// The style of the bar.
    open var barStyle: UIBarStyle = .default
    /// The background tint.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// Whether the bookmark button shows in the field (while it is empty).
    open var showsBookmarkButton = false
    /// Whether the results-list button shows in the field.
    open var showsSearchResultsButton = false
    /// Whether the results-list button is selected.
    open var isSearchResultsButtonSelected = false

    /// The image behind the bar, stretched over it; nil for the standard background.
    open var backgroundImage: UIImage?
    /// The image behind the scope bar.
    open var scopeBarBackgroundImage: UIImage?
    /// The bar's background images per bar position and metrics.
    var positionedBackgroundImages: [Int: ControlStateImages] = [:]
    /// The search field's background images per state.
    var searchFieldBackgroundImages = ControlStateImages()
    /// The field's icons (search, clear, bookmark, results list) per state.
    var iconImages: [Int: ControlStateImages] = [:]

    /// Sets the background image for a bar position and bar metrics; for `.any` and `.default`
    /// it is also ``backgroundImage``.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        positionedBackgroundImages[barPosition.rawValue, default: ControlStateImages()]
            .set(backgroundImage, for: UIControl.State.normal, metrics: barMetrics)
        if barPosition == .any && barMetrics == .default { self.backgroundImage = backgroundImage }
    }

    /// The background image for a bar position and metrics, else for `.any` position, else
    /// ``backgroundImage``.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        positionedBackgroundImages[barPosition.rawValue]?.image(for: UIControl.State.normal, metrics: barMetrics)
            ?? positionedBackgroundImages[UIBarPosition.any.rawValue]?.image(for: UIControl.State.normal, metrics: barMetrics)
            ?? backgroundImage
    }

    /// Sets the search field's background image for a state.
    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        searchFieldBackgroundImages.set(backgroundImage, for: state)
    }

    /// The search field's background image for a state, else the normal state's.
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
        searchFieldBackgroundImages.image(for: state)
    }

    /// Sets the image of one of the field's icons for a state; a state without one uses the
    /// normal state's.
    open func setImage(_ iconImage: UIImage?, for icon: UISearchBar.Icon, state: UIControl.State) {
        iconImages[icon.rawValue, default: ControlStateImages()].set(iconImage, for: state)
    }

    /// The image of an icon for a state, else the normal state's; nil when the app set none
    /// (the bar then shows the system's).
    open func image(for icon: UISearchBar.Icon, state: UIControl.State) -> UIImage? {
        iconImages[icon.rawValue]?.image(for: state)
    }

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSubviews()
    }

    /// Creates a bar from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSubviews()
    }

    private func setUpSubviews() {
        field.searchBar = self
        field.placeholder = nil
        addSubview(field)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelButtonTapped() }, for: .touchUpInside)
        addSubview(cancelButton)
    }

    // MARK: Text

    /// The text in the field.
    open var text: String? {
        get { field.text }
        set { field.text = newValue }
    }

    /// The text shown while the field is empty.
    open var placeholder: String? {
        get { field.placeholder }
        set { field.placeholder = newValue }
    }

    /// A line of text above the field.
    open var prompt: String? {
        didSet {
            if let prompt {
                let label = promptLabel ?? UILabel()
                label.text = prompt
                if promptLabel == nil { promptLabel = label; addSubview(label) }
            } else {
                promptLabel?.removeFromSuperview()
                promptLabel = nil
            }
            setNeedsLayout()
        }
    }

    /// The search field.
    open var searchTextField: UISearchTextField { field }

    // MARK: Keyboard traits (forwarded to the field)

    /// How typed text is capitalised.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { field.autocapitalizationType }
        set { field.autocapitalizationType = newValue }
    }
    /// Whether typed text is corrected.
    open var autocorrectionType: UITextAutocorrectionType {
        get { field.autocorrectionType }
        set { field.autocorrectionType = newValue }
    }
    /// The keyboard shown.
    open var keyboardType: UIKeyboardType {
        get { field.keyboardType }
        set { field.keyboardType = newValue }
    }
    /// The return key's title (search by default).
    open var returnKeyType: UIReturnKeyType {
        get { field.returnKeyType }
        set { field.returnKeyType = newValue }
    }

    // MARK: Cancel button

    /// Whether the Cancel button shows. A search controller's bar also shows it while the
    /// controller is active when `automaticallyShowsCancelButton` is on.
    open var showsCancelButton = false {
        didSet { updateCancelButton() }
    }

    /// Shows or hides the Cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Whether the Cancel button is on screen.
    var isCancelButtonShown: Bool {
        if showsCancelButton { return true }
        guard let searchController else { return false }
        return searchController.isActive && searchController.automaticallyShowsCancelButton
    }

    func updateCancelButton() {
        let shown = isCancelButtonShown
        guard cancelButton.isHidden == shown else { return }
        cancelButton.isHidden = !shown
        setNeedsLayout()
    }

    // MARK: Scope bar

    /// The titles of the scope buttons; nil for no scope bar.
    open var scopeButtonTitles: [String]? {
        didSet { updateScopeBar() }
    }
    /// The selected scope button.
    open var selectedScopeButtonIndex = 0 {
        didSet { scopeControl?.selectedSegmentIndex = selectedScopeButtonIndex }
    }
    /// Whether the scope bar shows (with at least one title).
    open var showsScopeBar = false {
        didSet { updateScopeBar() }
    }

    /// Shows or hides the scope bar.
    open func setShowsScope(_ show: Bool, animated: Bool) {
        showsScopeBar = show
    }

    /// Whether the scope bar is on screen: ``showsScopeBar``, or a search controller's bar while
    /// the controller is active when `automaticallyShowsScopeBar` is on.
    var isScopeBarShown: Bool { scopeControl != nil }

    func updateScopeBar() {
        let titles = scopeButtonTitles ?? []
        let automatic = searchController.map { $0.isActive && $0.automaticallyShowsScopeBar } ?? false
        guard showsScopeBar || automatic, !titles.isEmpty else {
            scopeControl?.removeFromSuperview()
            scopeControl = nil
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            return
        }
        if let scopeControl, (0..<scopeControl.numberOfSegments).map({ scopeControl.titleForSegment(at: $0) }) == titles.map({ Optional($0) }) {
            return
        }
        scopeControl?.removeFromSuperview()
        let control = UISegmentedControl(items: titles)
        control.selectedSegmentIndex = min(selectedScopeButtonIndex, titles.count - 1)
        control.addAction(UIAction { [weak self, weak control] _ in
            guard let self, let control else { return }
            self.scopeChanged(to: control.selectedSegmentIndex)
        }, for: .valueChanged)
        scopeControl = control
        addSubview(control)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func scopeChanged(to index: Int) {
        guard index != selectedScopeButtonIndex else { return }
        selectedScopeButtonIndex = index
        if let delegate {
            runtime.deliver(toDelegate: delegate, .searchBarSelectedScopeDidChange, [traceName, "\(index)"]) {
                delegate.searchBar(self, selectedScopeButtonIndexDidChange: index)
            }
        }
        searchController?.updateResults()
    }

    // MARK: Responder

    /// The bar becomes first responder through its field.
    open override var canBecomeFirstResponder: Bool { field.canBecomeFirstResponder }

    /// Makes the field first responder (which activates a search controller).
    @discardableResult
    open override func becomeFirstResponder() -> Bool { field.becomeFirstResponder() }

    /// Makes the field resign.
    @discardableResult
    open override func resignFirstResponder() -> Bool { field.resignFirstResponder() }

    /// Whether the field is first responder.
    open override var isFirstResponder: Bool { field.isFirstResponder }

    // MARK: Layout

    /// A standalone bar is 56 points high, 44 more with a scope bar.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: contentHeight)
    }

    /// The bar's height for its content.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: contentHeight)
    }

    private var contentHeight: CGFloat {
        let base = storedSuperview is UINavigationBar ? Self.heightInNavigationBar : Self.standardHeight
        return base + (scopeControl == nil ? 0 : Self.scopeBarHeight) + (promptLabel == nil ? 0 : 30)
    }

    /// Places the prompt, the field, the Cancel button and the scope bar.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = self.bounds
        var top = bounds.minY
        if let promptLabel {
            promptLabel.frame = CGRect(x: bounds.minX + 8, y: top, width: max(0, bounds.width - 16), height: 30)
            top += 30
        }
        let rowHeight = storedSuperview is UINavigationBar ? Self.heightInNavigationBar : Self.standardHeight
        let fieldHeight: CGFloat = 36
        let cancelWidth: CGFloat = cancelButton.isHidden ? 0 : 68
        field.frame = CGRect(x: bounds.minX + 8, y: top + (rowHeight - fieldHeight) / 2,
                             width: max(0, bounds.width - 16 - cancelWidth), height: fieldHeight)
        cancelButton.frame = CGRect(x: bounds.maxX - 8 - cancelWidth, y: top + (rowHeight - fieldHeight) / 2,
                                    width: cancelWidth, height: fieldHeight)
        scopeControl?.frame = CGRect(x: bounds.minX + 8, y: top + rowHeight, width: max(0, bounds.width - 16), height: 32)
    }
}

// MARK: - Editing through the field

extension UISearchBar {
    func askShouldBeginEditing() -> Bool {
        guard let delegate else { return true }
        return runtime.ask(delegate, .searchBarShouldBeginEditing, [traceName], default: true) {
            delegate.searchBarShouldBeginEditing(self)
        }
    }

    /// The field began editing: the delegate hears it first, then the search controller, whose
    /// automatic presentation follows from it, so the field is already first responder in
    /// `willPresentSearchController(_:)` (References §59.8).
    func didBeginEditing() {
        if let delegate {
            runtime.deliver(toDelegate: delegate, .searchBarTextDidBeginEditing, [traceName]) {
                delegate.searchBarTextDidBeginEditing(self)
            }
        }
        searchController?.searchFieldDidBeginEditing()
    }

    func askShouldEndEditing() -> Bool {
        guard let delegate else { return true }
        return runtime.ask(delegate, .searchBarShouldEndEditing, [traceName], default: true) {
            delegate.searchBarShouldEndEditing(self)
        }
    }

    func didEndEditing() {
        guard let delegate else { return }
        runtime.deliver(toDelegate: delegate, .searchBarTextDidEndEditing, [traceName]) {
            delegate.searchBarTextDidEndEditing(self)
        }
    }

    func askShouldChangeText(in range: NSRange, replacementText text: String) -> Bool {
        guard let delegate else { return true }
        return runtime.ask(delegate, .searchBarShouldChangeText, [traceName, "{\(range.location), \(range.length)}", text.debugDescription],
                           default: true) {
            delegate.searchBar(self, shouldChangeTextIn: range, replacementText: text)
        }
    }

    /// The user changed the text: the delegate hears it, then the search controller updates.
    func textDidChangeByUser() {
        let current = text ?? ""
        if let delegate {
            runtime.deliver(toDelegate: delegate, .searchBarTextDidChange, [traceName, current.debugDescription]) {
                delegate.searchBar(self, textDidChange: current)
            }
        }
        searchController?.textDidChange()
    }

    /// The keyboard's search key.
    func searchButtonPressed() {
        guard let delegate else { return }
        runtime.deliver(toDelegate: delegate, .searchBarSearchButtonClicked, [traceName]) {
            delegate.searchBarSearchButtonClicked(self)
        }
    }

    /// The Cancel button: the delegate hears it; an active search controller then ends the search.
    func cancelButtonTapped() {
        if let delegate {
            runtime.deliver(toDelegate: delegate, .searchBarCancelButtonClicked, [traceName]) {
                delegate.searchBarCancelButtonClicked(self)
            }
        }
        if let searchController, searchController.isActive { searchController.deactivate() }
    }
}

extension UISearchBar: AppearanceImagePainting {
    /// The background image for the bar's position and metrics, stretched over the bar, under
    /// the field and buttons (References §56.1).
    var appearanceImagePlacements: [AppearanceImagePlacement] {
        let metrics: UIBarMetrics = traitCollection.verticalSizeClass == .compact ? .compact : .default
        guard let image = backgroundImage(for: .any, barMetrics: metrics) else { return [] }
        return [AppearanceImagePlacement(image: image, rect: bounds)]
    }
}
