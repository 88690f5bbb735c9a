#if os(iOS) || os(tvOS)
import UIKit
public typealias ChipBase = UIControl
#else
import AppKit
public typealias ChipBase = NSControl
#endif

/// A tappable capsule with a title: selecting it sends `.valueChanged` to its targets.
open class ChipView: ChipBase {
    public let titleLabel = UILabel()

    public var title: String? {
        get { titleLabel.text }
        set { titleLabel.text = newValue; accessibilityLabel = newValue; invalidateIntrinsicContentSize() }
    }

    public init(title: String) {
        super.init(frame: .zero)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        self.title = title
        isAccessibilityElement = true
        accessibilityTraits = .button
        addTarget(self, action: #selector(toggle), for: .touchUpInside)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    @objc private func toggle() {
        isSelected.toggle()
        backgroundColor = isSelected ? .systemBlue : .systemGray5
        sendActions(for: .valueChanged)
    }

    open override var intrinsicContentSize: CGSize {
        let size = titleLabel.intrinsicContentSize
        return CGSize(width: size.width + 24, height: max(size.height + 12, 32))
    }
}
