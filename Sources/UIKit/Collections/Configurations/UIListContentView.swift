import HeadlessCore
import Foundation

/// The view of a ``UIListContentConfiguration``: an image view and two labels laid out as the
/// configuration's style says (stacked, or side by side for value cells).
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView(frame: .zero)
    private let textLabel = UILabel(frame: .zero)
    private let secondaryTextLabel = UILabel(frame: .zero)
    private var listConfiguration: UIListContentConfiguration

    /// Creates a view showing a configuration.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply(configuration)
    }

    /// List content views are made in code only.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// The configuration shown; setting a configuration of another type is ignored.
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply(list)
        }
    }

    /// Whether `configuration` is a list content configuration.
    open func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// The list configuration shown.
    @_spi(Headless) public var listContentConfiguration: UIListContentConfiguration { listConfiguration }

    /// The label of the primary text, for tests and tap-by-text.
    @_spi(Headless) public var primaryTextLabel: UILabel { textLabel }

    private func apply(_ configuration: UIListContentConfiguration) {
        textLabel.text = configuration.displayedText
        textLabel.font = configuration.textProperties.font
        textLabel.textColor = configuration.textProperties.color
        textLabel.textAlignment = configuration.textProperties.alignment
        textLabel.numberOfLines = configuration.textProperties.numberOfLines
        textLabel.isHidden = configuration.displayedText == nil
        secondaryTextLabel.text = configuration.displayedSecondaryText
        secondaryTextLabel.font = configuration.secondaryTextProperties.font
        secondaryTextLabel.textColor = configuration.secondaryTextProperties.color
        secondaryTextLabel.numberOfLines = configuration.secondaryTextProperties.numberOfLines
        secondaryTextLabel.isHidden = configuration.displayedSecondaryText == nil
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private var imageSize: CGSize {
        guard let image = listConfiguration.image else { return .zero }
        var size = image.size
        let maximum = listConfiguration.imageProperties.maximumSize
        if maximum.width > 0 { size.width = min(size.width, maximum.width) }
        if maximum.height > 0 { size.height = min(size.height, maximum.height) }
        return size
    }

    private func labelSize(_ label: UILabel) -> CGSize { label.isHidden ? .zero : label.intrinsicContentSize }

    /// The height the content needs: the margins around the taller of the image and the texts.
    open override var intrinsicContentSize: CGSize {
        let margins = listConfiguration.directionalLayoutMargins
        let primary = labelSize(textLabel)
        let secondary = labelSize(secondaryTextLabel)
        let texts: CGFloat
        if listConfiguration.prefersSideBySideTextAndSecondaryText {
            texts = max(primary.height, secondary.height)
        } else {
            let gap = primary.height > 0 && secondary.height > 0 ? listConfiguration.textToSecondaryTextVerticalPadding : 0
            texts = primary.height + gap + secondary.height
        }
        let height = margins.top + max(texts, imageSize.height) + margins.bottom
        return CGSize(width: UIView.noIntrinsicMetric, height: height)
    }

    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        CGSize(width: targetSize.width, height: intrinsicContentSize.height)
    }

    /// The target width by the height the texts, image and margins need.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        CGSize(width: targetSize.width, height: intrinsicContentSize.height)
    }

    /// Places the image on the leading side and the texts after it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let margins = listConfiguration.directionalLayoutMargins
        let content = CGRect(x: margins.leading, y: margins.top,
                             width: max(0, bounds.width - margins.leading - margins.trailing),
                             height: max(0, bounds.height - margins.top - margins.bottom))
        var x = content.minX
        if !imageView.isHidden {
            let size = imageSize
            imageView.frame = CGRect(x: x, y: content.midY - size.height / 2, width: size.width, height: size.height)
            x += size.width + listConfiguration.imageToTextPadding
        }
        let primary = labelSize(textLabel)
        let secondary = labelSize(secondaryTextLabel)
        let width = max(0, content.maxX - x)
        if listConfiguration.prefersSideBySideTextAndSecondaryText {
            textLabel.frame = CGRect(x: x, y: content.midY - primary.height / 2, width: min(primary.width, width),
                                     height: primary.height)
            let secondaryWidth = min(secondary.width, width)
            secondaryTextLabel.frame = CGRect(x: content.maxX - secondaryWidth, y: content.midY - secondary.height / 2,
                                              width: secondaryWidth, height: secondary.height)
        } else {
            let gap = primary.height > 0 && secondary.height > 0 ? listConfiguration.textToSecondaryTextVerticalPadding : 0
            let top = content.midY - (primary.height + gap + secondary.height) / 2
            textLabel.frame = CGRect(x: x, y: top, width: width, height: primary.height)
            secondaryTextLabel.frame = CGRect(x: x, y: top + primary.height + gap, width: width, height: secondary.height)
        }
    }
}
