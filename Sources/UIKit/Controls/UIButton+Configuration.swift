import HeadlessCore
import Foundation

extension UIButton {
    /// The closure a button calls to update its configuration for its state.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// The look and content of a button (iOS 15 and later): a title, a subtitle, an image,
    /// colours, insets and sizes, made from one of the system styles and then adjusted.
    ///
    /// A button with a configuration shows its title (``UIButton/currentTitle``) and sizes to
    /// it; the colours are stored, not drawn.
    public struct Configuration: Equatable {
        /// How the corners are rounded.
        public enum CornerStyle: Int, Sendable {
            /// The background's corner radius as given.
            case fixed = -1
            /// A radius that follows the button's size and Dynamic Type.
            case dynamic = 0
            /// Small corners.
            case small = 1
            /// Medium corners.
            case medium = 2
            /// Large corners.
            case large = 3
            /// Fully rounded ends.
            case capsule = 4
        }

        /// The button's size class.
        public enum Size: Int, Sendable {
            /// The smallest.
            case mini = 0
            /// Small.
            case small = 1
            /// The default.
            case medium = 2
            /// Large.
            case large = 3
        }

        /// How title and subtitle are aligned.
        public enum TitleAlignment: Int, Sendable {
            /// The system's choice.
            case automatic = 0
            /// Leading.
            case leading = 1
            /// Centred.
            case center = 2
            /// Trailing.
            case trailing = 3
        }

        /// The system style the configuration was made from, for ``updated(for:)``.
        enum Base: Equatable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        let base: Base
        /// The title.
        public var title: String?
        /// The title with attributes; it wins over ``title`` when set.
        public var attributedTitle: AttributedString?
        /// The subtitle, under the title.
        public var subtitle: String?
        /// The subtitle with attributes.
        public var attributedSubtitle: AttributedString?
        /// The image.
        public var image: UIImage?
        /// The space between the image and the text, in points. Default 0.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle, in points. Default 0.
        public var titlePadding: CGFloat = 0
        /// The insets around the content; the button size's insets until set.
        public var contentInsets: NSDirectionalEdgeInsets
        /// The colour of the title, subtitle and image; nil for the style's.
        public var baseForegroundColor: UIColor?
        /// The colour of the background; nil for the style's.
        public var baseBackgroundColor: UIColor?
        /// How the corners are rounded. Default `.dynamic`.
        public var cornerStyle: CornerStyle = .dynamic
        /// The button's size class. Default `.medium`; setting it resets ``contentInsets``
        /// unless they were set.
        public var buttonSize: Size = .medium {
            didSet { if !insetsWereSet { contentInsets = Self.insets(for: buttonSize) } }
        }
        /// How the title and the subtitle are aligned.
        public var titleAlignment: TitleAlignment = .automatic
        /// Whether an activity indicator replaces the image.
        public var showsActivityIndicator = false
        private var insetsWereSet = false

        init(base: Base) {
            self.base = base
            contentInsets = Self.insets(for: .medium)
        }

        /// A plain button: no background.
        public static func plain() -> Configuration { Configuration(base: .plain) }
        /// A tinted button: a light tint behind the tinted title.
        public static func tinted() -> Configuration { Configuration(base: .tinted) }
        /// A gray button: a gray background.
        public static func gray() -> Configuration { Configuration(base: .gray) }
        /// A filled button: the tint behind a white title.
        public static func filled() -> Configuration { Configuration(base: .filled) }
        /// A borderless button (the style of classic system buttons).
        public static func borderless() -> Configuration { Configuration(base: .borderless) }
        /// A bordered button.
        public static func bordered() -> Configuration { Configuration(base: .bordered) }
        /// A bordered, tinted button.
        public static func borderedTinted() -> Configuration { Configuration(base: .borderedTinted) }
        /// A bordered, prominent button.
        public static func borderedProminent() -> Configuration { Configuration(base: .borderedProminent) }

        /// The configuration as the button's state shows it: the same content, as this
        /// framework draws nothing.
        public func updated(for button: UIButton) -> Configuration { self }

        /// The contents' insets of a size class (the project's figures: 7 and 12 points for
        /// medium, as iOS 15 lays out a medium button; smaller for small and mini, larger for
        /// large).
        static func insets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 6, bottom: 3, trailing: 6)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The font size of the title for the size class.
        var titleFontSize: CGFloat {
            switch buttonSize {
            case .mini: 12
            case .small: 15
            case .medium: 17
            case .large: 17
            }
        }

        /// The title shown: the attributed title's characters, else the title.
        var displayedTitle: String? {
            attributedTitle.map { String($0.characters) } ?? title
        }

        /// The subtitle shown.
        var displayedSubtitle: String? {
            attributedSubtitle.map { String($0.characters) } ?? subtitle
        }

        public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
            lhs.base == rhs.base && lhs.title == rhs.title && lhs.attributedTitle == rhs.attributedTitle
                && lhs.subtitle == rhs.subtitle && lhs.attributedSubtitle == rhs.attributedSubtitle
                && lhs.image === rhs.image && lhs.imagePadding == rhs.imagePadding
                && lhs.titlePadding == rhs.titlePadding && lhs.contentInsets == rhs.contentInsets
                && lhs.baseForegroundColor == rhs.baseForegroundColor && lhs.baseBackgroundColor == rhs.baseBackgroundColor
                && lhs.cornerStyle == rhs.cornerStyle && lhs.buttonSize == rhs.buttonSize
                && lhs.titleAlignment == rhs.titleAlignment && lhs.showsActivityIndicator == rhs.showsActivityIndicator
        }
    }

    /// The configured content's size: the title and subtitle in the system font of the size
    /// class (``TextMetrics``), the image's size and padding beside them, and the insets.
    func configuredContentSize(_ configuration: Configuration) -> CGSize {
        let scale = runtime.screen.scale
        let title = TextMetrics.size(of: configuration.displayedTitle ?? "", font: .systemFont(ofSize: configuration.titleFontSize),
                                     numberOfLines: 1, maxWidth: nil, scale: scale)
        var text = title
        if let subtitle = configuration.displayedSubtitle {
            let size = TextMetrics.size(of: subtitle, font: .systemFont(ofSize: 15), numberOfLines: 1, maxWidth: nil, scale: scale)
            text = CGSize(width: max(title.width, size.width), height: title.height + configuration.titlePadding + size.height)
        }
        var content = text
        if let image = configuration.image {
            let hasText = text.width > 0
            content = CGSize(width: image.size.width + (hasText ? configuration.imagePadding + text.width : 0),
                             height: max(image.size.height, text.height))
        }
        let insets = configuration.contentInsets
        return CGSize(width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom)
    }

    /// Queues an update of the configuration for the next run-loop turn, once however many
    /// times it is asked for in this one (UIKit updates it before the next layout).
    func setNeedsUpdateConfigurationMechanism() {
        guard !configurationUpdatePending, !isUpdatingConfiguration else { return }
        configurationUpdatePending = true
        runtime.runLoop.perform { [weak self] in self?.updateConfigurationIfNeeded() }
    }

    /// Runs a pending update: `updateConfiguration()`, then the update handler, traced.
    func updateConfigurationIfNeeded() {
        guard configurationUpdatePending else { return }
        configurationUpdatePending = false
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        runtime.deliver(self, .updateConfiguration, []) { updateConfiguration() }
        if let handler = configurationUpdateHandler {
            runtime.deliver(self, .configurationUpdateHandler, [traceName]) { handler(self) }
        }
    }
}
