import HeadlessCore
import Foundation

/// A view at a list cell's leading or trailing edge: a disclosure chevron, a check mark, a
/// delete or reorder control, an outline disclosure, a label or a custom view.
public struct UICellAccessory: Hashable {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable, Hashable {
        /// Always.
        case always
        /// While the list is editing.
        case whenEditing
        /// While the list is not editing.
        case whenNotEditing
    }

    /// Where a custom accessory goes.
    public enum Placement: Hashable, Sendable {
        /// On the leading edge, shown in a state.
        case leading(displayed: DisplayedState = .always)
        /// On the trailing edge, shown in a state.
        case trailing(displayed: DisplayedState = .always)

        /// Whether it is on the leading edge.
        var isLeading: Bool {
            if case .leading = self { return true }
            return false
        }
    }

    /// The kind of accessory, for traces and tests.
    public enum Kind: String, Sendable, Hashable {
        case disclosureIndicator, checkmark, delete, insert, reorder, outlineDisclosure, label, customView,
             multiselect, detail
    }

    /// Options shared by the standard accessories.
    public struct Options: Hashable {
        /// Whether the accessory is hidden (it keeps its space).
        public var isHidden: Bool?
        /// The width reserved for the accessory.
        public var reservedLayoutWidth: CGFloat?
        /// The accessory's tint colour.
        public var tintColor: UIColor?
        /// Creates options.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }
    public typealias DisclosureIndicatorOptions = Options
    public typealias CheckmarkOptions = Options
    public typealias DeleteOptions = Options
    public typealias InsertOptions = Options
    public typealias ReorderOptions = Options
    public typealias LabelOptions = Options
    public typealias MultiselectOptions = Options
    public typealias DetailOptions = Options

    /// A custom view accessory.
    public struct CustomViewConfiguration: Hashable {
        /// The view.
        public var customView: UIView
        /// Where it goes.
        public var placement: Placement
        /// Whether it keeps its own width.
        public var maintainsFixedSize: Bool
        /// When it shows: the placement's displayed state.
        var displayedState: DisplayedState {
            switch placement {
            case .leading(let displayed), .trailing(let displayed): displayed
            }
        }
        /// Creates a custom view configuration.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil,
                    reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
        nonisolated public static func == (lhs: CustomViewConfiguration, rhs: CustomViewConfiguration) -> Bool {
            lhs.customView === rhs.customView && lhs.placement == rhs.placement
        }
        nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(customView)) }
    }

    /// The kind of accessory.
    @_spi(Headless) public let kind: Kind
    /// When the accessory shows.
    @_spi(Headless) public let displayed: DisplayedState
    /// The text of a label accessory.
    @_spi(Headless) public let text: String?
    let options: Options
    let customView: CustomViewConfiguration?
    let actionHandler: ActionHandler?
    /// An outline disclosure's style (nil for other accessories).
    let outlineStyle: OutlineDisclosureOptions.Style?

    struct ActionHandler: Hashable {
        let run: @MainActor () -> Void
        nonisolated static func == (lhs: ActionHandler, rhs: ActionHandler) -> Bool { true }
        nonisolated func hash(into hasher: inout Hasher) {}
    }

    private init(_ kind: Kind, displayed: DisplayedState, options: Options = Options(), text: String? = nil,
                 customView: CustomViewConfiguration? = nil, action: (@MainActor () -> Void)? = nil,
                 outlineStyle: OutlineDisclosureOptions.Style? = nil) {
        self.outlineStyle = outlineStyle
        self.kind = kind
        self.displayed = displayed
        self.options = options
        self.text = text
        self.customView = customView
        self.actionHandler = action.map(ActionHandler.init)
    }

    /// A chevron.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed, options: options)
    }
    /// A check mark.
    public static func checkmark(displayed: DisplayedState = .always,
                                 options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed, options: options)
    }
    /// A delete control.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.delete, displayed: displayed, options: options, action: actionHandler)
    }
    /// An insert control.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.insert, displayed: displayed, options: options, action: actionHandler)
    }
    /// A reorder control.
    public static func reorder(displayed: DisplayedState = .whenEditing,
                               options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed: displayed, options: options)
    }
    /// A multiple-selection control.
    public static func multiselect(displayed: DisplayedState = .whenEditing,
                                   options: MultiselectOptions = .init()) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed: displayed, options: options)
    }
    /// An outline disclosure that expands or collapses the cell's children.
    public static func outlineDisclosure(displayed: DisplayedState = .always,
                                         options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure, displayed: displayed, options: options.common, action: actionHandler,
                        outlineStyle: options.style)
    }
    /// An info button.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.detail, displayed: displayed, options: options, action: actionHandler)
    }
    /// A text.
    public static func label(text: String, displayed: DisplayedState = .always,
                             options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(.label, displayed: displayed, options: options, text: text)
    }
    /// A custom view.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(.customView, displayed: configuration.displayedState, customView: configuration)
    }

    /// Whether the accessory shows in an editing state.
    func isShown(editing: Bool) -> Bool {
        guard options.isHidden != true else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    /// The placement: the delete, insert, multiselect and outline controls lead, the others trail.
    var placement: Placement {
        if let customView { return customView.placement }
        switch kind {
        case .delete, .insert, .multiselect: return .leading()
        default: return .trailing()
        }
    }

    /// Whether a tap anywhere on the row toggles this outline disclosure (the `.header` style),
    /// rather than selecting the row (References §56.3).
    var togglesOnRowTap: Bool { kind == .outlineDisclosure && outlineStyle == .header }

    /// Runs the accessory's action, as a tap on it does.
    @_spi(Headless) @MainActor public func performAction() { actionHandler?.run() }
}

extension UICellAccessory {
    /// Options of an outline disclosure: its style, and the options every accessory has.
    public struct OutlineDisclosureOptions: Hashable {
        /// How tapping the row works.
        public enum Style: Int, Sendable, Hashable {
            /// A header row toggles on a tap anywhere; another row on the chevron.
            case automatic
            /// A tap anywhere on the row toggles it.
            case header
            /// Only the chevron toggles it.
            case cell
        }
        /// The style.
        public var style: Style
        /// Whether the accessory is hidden (it keeps its space).
        public var isHidden: Bool?
        /// The width reserved for the accessory.
        public var reservedLayoutWidth: CGFloat?
        /// The accessory's tint colour.
        public var tintColor: UIColor?
        /// Creates options.
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil,
                    tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }

        /// The options every accessory has.
        var common: Options { Options(isHidden: isHidden, reservedLayoutWidth: reservedLayoutWidth, tintColor: tintColor) }
    }
}
