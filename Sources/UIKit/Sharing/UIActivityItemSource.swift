import Foundation

/// An object that gives the share sheet its item late: a placeholder to decide which
/// activities apply, then the real item for the activity chosen.
@MainActor
public protocol UIActivityItemSource: AnyObject {
    /// An object of the item's type, to decide which activities apply.
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    /// The item for the chosen activity; nil leaves the item out.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
    /// The subject line for activities that have one (mail).
    func activityViewController(_ activityViewController: UIActivityViewController,
                                subjectForActivityType activityType: UIActivity.ActivityType?) -> String
}

// Apple's subject requirement is optional.
extension UIActivityItemSource {
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
}
