import UIKit

// Image API as apps use it (rendering modes, tints, caps, symbol configurations).
@MainActor
final class IOSStyleIconButtonView: UIView {
    let icon = UIImageView()

    func configure() {
        let configuration = UIImage.SymbolConfiguration(pointSize: 22, weight: .semibold)
        icon.image = UIImage(systemName: "heart.fill", withConfiguration: configuration)?
            .withTintColor(.systemRed, renderingMode: .alwaysOriginal)
        icon.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body, scale: .large)
        let background = UIImage(systemName: "circle")?.withRenderingMode(.alwaysTemplate)
            .resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), resizingMode: .stretch)
        _ = background?.capInsets
        addSubview(icon)
    }
}
