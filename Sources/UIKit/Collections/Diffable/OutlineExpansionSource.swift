import Foundation

/// A data source whose items a person can expand and collapse: what a tap on a header-style
/// outline row reaches without knowing the data source's identifier types (References §58.3).
@MainActor protocol OutlineExpansionSource: AnyObject {
    /// Expands or collapses the item shown at `indexPath`.
    func toggleExpansion(at indexPath: IndexPath)
}

extension UICollectionViewDiffableDataSource: OutlineExpansionSource {
    func toggleExpansion(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath) else { return }
        toggleExpansion(of: item)
    }
}
