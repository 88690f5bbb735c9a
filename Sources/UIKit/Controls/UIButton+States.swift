import HeadlessCore
import Foundation

/// The classic button's content per state: colours, images, styled titles, each looked up for
/// the current state with the normal state's as the fallback, as UIKit does; and the title and
/// image views, made when the app first asks for them and kept in step with the state.
@MainActor
final class ButtonStateContent {
    var titleColors: [UInt: UIColor] = [:]
    var shadowColors: [UInt: UIColor] = [:]
    var images: [UInt: UIImage] = [:]
    var backgroundImages: [UInt: UIImage] = [:]
    var attributedTitles: [UInt: NSAttributedString] = [:]
    var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
}

extension UIButton {
    /// The roles a button can have.
    public enum Role: Int, Sendable {
        /// No particular role.
        case normal = 0
        /// The main action of its context.
        case primary = 1
        /// Cancels.
        case cancel = 2
        /// Destroys data.
        case destructive = 3
    }

    func setStateValue<Value>(_ keyPath: ReferenceWritableKeyPath<ButtonStateContent, [UInt: Value]>, _ value: Value?,
                              for state: UIControl.State) {
        let content = stateContent ?? ButtonStateContent()
        stateContent = content
        content[keyPath: keyPath][state.rawValue] = value
        invalidateIntrinsicContentSize()
        classicContentDidChange()
    }

    func stateValue<Value>(_ keyPath: ReferenceWritableKeyPath<ButtonStateContent, [UInt: Value]>,
                           for state: UIControl.State) -> Value? {
        guard let values = stateContent?[keyPath: keyPath] else { return nil }
        return values[state.rawValue] ?? values[UIControl.State.normal.rawValue]
    }

    func ensuredTitleLabel() -> UILabel {
        if let classicTitleLabel { return classicTitleLabel }
        let label = UILabel(frame: .zero)
        label.isUserInteractionEnabled = false
        label.font = .systemFont(ofSize: 15)
        classicTitleLabel = label
        addSubview(label)
        classicContentDidChange()
        return label
    }

    func ensuredImageView() -> UIImageView {
        if let classicImageView { return classicImageView }
        let imageView = UIImageView(frame: .zero)
        imageView.isUserInteractionEnabled = false
        classicImageView = imageView
        addSubview(imageView)
        classicContentDidChange()
        return imageView
    }

    /// Brings the title and image views, when made, to the current state's content.
    func classicContentDidChange() {
        if let label = classicTitleLabel {
            if let attributed = currentAttributedTitle {
                if label.attributedText != attributed { label.attributedText = attributed }
            } else if label.text != currentTitle {
                label.text = currentTitle
            }
            let color = currentTitleColor
            if label.textColor != color { label.textColor = color }
            label.isHidden = (currentTitle ?? "").isEmpty
        }
        if let imageView = classicImageView {
            let image = currentImage
            if imageView.image !== image { imageView.image = image }
            imageView.isHidden = image == nil
        }
        if classicTitleLabel != nil || classicImageView != nil { setNeedsLayout() }
    }

    /// The title's size in the title font.
    private var classicTitleSize: CGSize {
        let title = currentTitle ?? ""
        guard !title.isEmpty else { return .zero }
        let font = classicTitleLabel?.font ?? .systemFont(ofSize: 15)
        return TextMetrics.size(of: title, font: font, numberOfLines: 1, maxWidth: nil, scale: runtime.screen.scale)
    }

    /// The size of a button without a configuration: the image beside the title, 6 points
    /// above and below, at least 30 points tall (30 wide when it shows neither), and the
    /// content insets around.
    func classicContentSize() -> CGSize {
        let text = classicTitleSize
        let image = currentImage?.size ?? .zero
        let empty = text == .zero && image == .zero
        let width = max(text.width + image.width, empty ? 30 : 0)
        let height = max(max(text.height, image.height) + 12, 30)
        return CGSize(width: width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// Places the image then the title as one group, aligned in the content rectangle as the
    /// content alignments say, each then offset by its edge insets.
    func layOutClassicContent() {
        guard configuration == nil, classicTitleLabel != nil || classicImageView != nil else { return }
        let content = bounds.inset(by: contentEdgeInsets)
        let image = currentImage?.size ?? .zero
        var text = classicTitleSize
        text.width = min(text.width, max(0, content.width - image.width))
        let groupWidth = image.width + text.width
        let x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .fill, .leading: x = content.minX
        case .right, .trailing: x = content.maxX - groupWidth
        default: x = content.minX + (content.width - groupWidth) / 2
        }
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: content.minY
            case .bottom: content.maxY - height
            default: content.minY + (content.height - height) / 2
            }
        }
        classicImageView?.frame = CGRect(x: x, y: y(image.height), width: image.width, height: image.height)
            .inset(by: imageEdgeInsets)
        classicTitleLabel?.frame = CGRect(x: x + image.width, y: y(text.height), width: text.width, height: text.height)
            .inset(by: titleEdgeInsets)
    }
}

extension UIButton: AppearanceImagePainting {
    /// A button without a configuration paints its state's background image (else the normal
    /// state's) stretched over its bounds, under its image and title (References §56.1).
    var appearanceImagePlacements: [AppearanceImagePlacement] {
        guard configuration == nil, let image = currentBackgroundImage else { return [] }
        return [AppearanceImagePlacement(image: image, rect: bounds)]
    }
}
