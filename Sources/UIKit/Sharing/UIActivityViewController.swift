import HeadlessCore
import Foundation

/// The share sheet: the activities that can act on some items, the system's and the app's.
///
/// Its view holds a button per activity, titled as iOS titles it, and a Close button, so the
/// device taps them by title (`tap Copy`). Choosing an activity dismisses the sheet, then runs
/// the activity (a copy fills ``UIPasteboard/general``; an app's activity gets
/// `prepare(withActivityItems:)` and `perform()`), and ``completionWithItemsHandler`` runs when
/// it ends; Close dismisses with the handler told nothing was done (References §31.4). On
/// iPhone the sheet is a popover adapted to a sheet; on iPad it needs a popover source.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// The block run when the sheet is done: the activity chosen (nil when closed), whether it
    /// completed, the items it returned, and an error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The activities not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Runs when the sheet is done.
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// Whether the sheet may feature the most likely activity.
    open var allowsProminentActivity = true

    let activityItems: [Any]
    let applicationActivities: [UIActivity]

    /// A sheet for items (objects, or ``UIActivityItemSource``s that give them late) with the
    /// app's own activities.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
    }

    /// Not supported: a share sheet is made in code.
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = []
        super.init(coder: coder)
        modalPresentationStyle = .popover
    }

    /// A button per activity offered, then Close.
    open override func loadView() {
        let sheet = UIView(frame: UIScreen.main.bounds)
        sheet.backgroundColor = .systemBackground
        var y: CGFloat = 20
        for entry in offeredActivities() {
            let button = UIButton(type: .system)
            button.setTitle(entry.title, for: .normal)
            button.frame = CGRect(x: 20, y: y, width: sheet.bounds.width - 40, height: 44)
            button.addAction(UIAction { [weak self] _ in self?.choose(entry) }, for: .primaryActionTriggered)
            sheet.addSubview(button)
            y += 52
        }
        let close = UIButton(type: .close)
        close.setTitle("Close", for: .normal)
        close.frame = CGRect(x: sheet.bounds.width - 64, y: y, width: 44, height: 44)
        close.addAction(UIAction { [weak self] _ in self?.close() }, for: .primaryActionTriggered)
        sheet.addSubview(close)
        view = sheet
    }

    // MARK: Activities

    /// An activity the sheet offers.
    struct Entry {
        var type: UIActivity.ActivityType?
        var title: String
        var activity: UIActivity?
    }

    /// The items as activities see them before one is chosen: placeholders for sources.
    private var placeholderItems: [Any] {
        activityItems.map { ($0 as? UIActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? $0 }
    }

    /// The items for a chosen activity: sources asked, nil answers left out.
    private func items(for type: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item -> Any? in
            guard let source = item as? UIActivityItemSource else { return item }
            return source.activityViewController(self, itemForActivityType: type)
        }
    }

    /// Share targets, then the app's share activities, then the system actions the items allow,
    /// then the app's actions; excluded types and activities that cannot perform left out.
    func offeredActivities() -> [Entry] {
        let items = placeholderItems
        let hasText = items.contains { $0 is String || $0 is NSAttributedString }
        let urls = items.compactMap { $0 as? URL }
        let hasImage = items.contains { $0 is UIImage }
        var share: [Entry] = [Entry(type: .airDrop, title: "AirDrop")]
        if hasText || !urls.isEmpty || hasImage {
            share.append(Entry(type: .message, title: "Messages"))
            share.append(Entry(type: .mail, title: "Mail"))
        }
        var actions: [Entry] = []
        if hasText || !urls.isEmpty || hasImage { actions.append(Entry(type: .copyToPasteboard, title: "Copy")) }
        if hasImage {
            actions.append(Entry(type: .saveToCameraRoll, title: "Save Image"))
            actions.append(Entry(type: .assignToContact, title: "Assign to Contact"))
            actions.append(Entry(type: .print, title: "Print"))
        }
        if urls.contains(where: { ["http", "https"].contains($0.scheme?.lowercased() ?? "") }) {
            actions.append(Entry(type: .addToReadingList, title: "Add to Reading List"))
        }
        var appShare: [Entry] = [], appActions: [Entry] = []
        for activity in applicationActivities where activity.canPerform(withActivityItems: items) {
            let entry = Entry(type: activity.activityType, title: activity.activityTitle ?? "", activity: activity)
            if type(of: activity).activityCategory == .share { appShare.append(entry) } else { appActions.append(entry) }
        }
        let excluded = Set(excludedActivityTypes ?? [])
        return (share + appShare + actions + appActions).filter { entry in
            entry.type.map { !excluded.contains($0) } ?? true
        }
    }

    private func choose(_ entry: Entry) {
        let presenter = presentingViewController
        dismiss(animated: true) { [self] in
            guard let activity = entry.activity else {
                if entry.type == .copyToPasteboard { UIPasteboard.general.copy(items(for: entry.type)) }
                finish(entry.type, completed: true)
                return
            }
            activity.prepare(withActivityItems: items(for: entry.type))
            if let controller = activity.activityViewController {
                activity.onFinish = { [weak controller] completed in
                    controller?.presentingViewController?.dismiss(animated: true) {
                        self.finish(entry.type, completed: completed)
                    }
                }
                presenter?.present(controller, animated: true)
            } else {
                activity.onFinish = { completed in self.finish(entry.type, completed: completed) }
                activity.perform()
            }
        }
    }

    private func close() {
        dismiss(animated: true) { [self] in finish(nil, completed: false) }
    }

    private func finish(_ type: UIActivity.ActivityType?, completed: Bool) {
        let handler = completionWithItemsHandler
        handler?(type, completed, nil, nil)
    }
}
