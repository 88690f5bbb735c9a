import HeadlessCore
import Foundation

/// A cell of a collection view: a content view over a background view, with selection and
/// highlight state, and the configurations that describe its content and background.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    private var storedContentView: UIView?
    /// The view that shows the background for the background configuration.
    private var configuredBackgroundView: UIView?

    /// The view the cell's content goes in.
    open var contentView: UIView {
        if let storedContentView { return storedContentView }
        let view = UIView(frame: bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        storedContentView = view
        addSubviewMechanism(view)
        return view
    }

    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0); backgroundView.frame = bounds }
        }
    }

    /// A view behind the content while the cell is selected.
    open var selectedBackgroundView: UIView?

    /// Whether the cell is selected; setting it updates the configuration.
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Whether the cell is highlighted; setting it updates the configuration.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// The configuration of the cell's content; setting one replaces the content view's
    /// subviews with the configuration's content view.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }

    /// Whether a state change re-applies ``contentConfiguration`` updated for the new state.
    open var automaticallyUpdatesContentConfiguration = true

    /// The configuration of the cell's background.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { applyBackgroundConfiguration() }
    }

    /// Whether a state change re-applies ``backgroundConfiguration`` updated for the new state.
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// A closure run with the cell's state whenever the configuration updates.
    open var configurationUpdateHandler: UICollectionViewCell.ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The closure type of ``configurationUpdateHandler``.
    public typealias ConfigurationUpdateHandler = (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) -> Void

    /// The content view the configuration made, while one is applied.
    var configuredContentView: (UIView & UIContentView)?
    /// Whether an update of the configuration is pending.
    var needsConfigurationUpdate = false

    /// Creates a cell with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a cell from a storyboard or xib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        storedContentView = (coder as? InterfaceBuilderCoder)?.decodeReference(forKey: "contentView") as? UIView
    }

    /// Called before the collection view hands the cell out again.
    open override func prepareForReuse() { super.prepareForReuse() }

    /// The cell's state for configurations: selection, highlight, and the traits.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.cellDropState = .none
        return state
    }

    /// Asks for ``updateConfiguration(using:)`` before the cell is next shown.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        updateConfigurationIfNeeded()
    }

    /// Updates the configurations for a state: the default re-applies the content and
    /// background configurations updated for the state, then runs ``configurationUpdateHandler``.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            let updated = configuration.updated(for: state)
            contentConfiguration = updated
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
        configurationUpdateHandler?(self, state)
    }

    /// Runs a pending configuration update now.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        runtime.deliver(self, .updateConfigurationUsingState, [state.traceDescription]) {
            updateConfiguration(using: state)
        }
    }

    /// A cell fits its content: the configuration's content view when one is applied,
    /// otherwise the content view through its constraints.
    override func selfSizingFit(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        if let configuredContentView {
            return configuredContentView.systemLayoutSizeFitting(target, withHorizontalFittingPriority: horizontal,
                                                                 verticalFittingPriority: vertical)
        }
        return contentView.systemLayoutSizeFitting(target, withHorizontalFittingPriority: horizontal,
                                                   verticalFittingPriority: vertical)
    }

    private func applyContentConfiguration() {
        configuredContentView = contentView.showContentConfiguration(contentConfiguration, replacing: configuredContentView)
    }

    private func applyBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration else {
            configuredBackgroundView?.removeFromSuperview()
            configuredBackgroundView = nil
            return
        }
        let view = configuredBackgroundView ?? UIView(frame: bounds)
        if configuredBackgroundView == nil {
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: 0)
            configuredBackgroundView = view
        }
        view.backgroundColor = configuration.resolvedBackgroundColor(for: .systemBlue)
        view.layer.cornerRadius = configuration.cornerRadius
        view.layer.borderWidth = configuration.strokeWidth
        view.layer.borderColor = configuration.strokeColor?.cgColor
        if let custom = configuration.customView, custom.superview !== view {
            view.addSubview(custom)
            custom.frame = view.bounds
        }
    }

    /// The view that draws the background configuration, for tests.
    @_spi(Headless) public var backgroundConfigurationView: UIView? { configuredBackgroundView }
}

extension UIView {
    /// Shows a content configuration in this content view: the view already showing one is
    /// updated when it supports the new configuration, or replaced by the configuration's own
    /// content view filling the bounds; nil removes it. Returns the view now showing it.
    /// Shared by collection and table view cells.
    func showContentConfiguration(_ configuration: UIContentConfiguration?,
                                  replacing existing: (UIView & UIContentView)?) -> (UIView & UIContentView)? {
        guard let configuration else {
            existing?.removeFromSuperview()
            return nil
        }
        if let existing, existing.supports(configuration) {
            existing.configuration = configuration
            return existing
        }
        existing?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
        return view
    }
}
