import UIKit // the chips lay out on UIKit

public extension ChipView {
    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 12, dy: 6)
        layer.cornerRadius = bounds.height / 2
    }
}

/// A row of chips, one per title.
public final class ChipRow: UIStackView {
    public private(set) var chips: [ChipView] = []

    public init(titles: [String]) {
        super.init(frame: .zero)
        axis = .horizontal
        spacing = 8
        for title in titles {
            let chip = ChipView(title: title)
            chips.append(chip)
            addArrangedSubview(chip)
        }
    }

    public required init(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }
}
