import UIKit

/// The list of notes: one button per note, and an Add button in the navigation bar.
final class NotesViewController: UIViewController {
    private var notes = ["Milk, eggs"]
    private var buttons: [UIButton] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.askForANewNote()
        })
        showNotes()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Under the status bar and the navigation bar, above the tab bar.
        print("Notes appeared, safe area top \(Int(view.safeAreaInsets.top)), bottom \(Int(view.safeAreaInsets.bottom))")
    }

    private func showNotes() {
        for button in buttons { button.removeFromSuperview() }
        buttons = notes.enumerated().map { index, note in
            let button = UIButton(type: .system)
            button.setTitle(note, for: .normal)
            button.frame = CGRect(x: 20, y: 120 + CGFloat(index) * 44, width: 300, height: 44)
            button.addAction(UIAction { [weak self] _ in
                self?.navigationController?.pushViewController(NoteViewController(text: note), animated: true)
            }, for: .touchUpInside)
            view.addSubview(button)
            return button
        }
        print("Notes: \(notes.joined(separator: " | "))")
    }

    private func askForANewNote() {
        let alert = UIAlertController(title: "New Note", message: "Add a note to the list?", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in print("Alert: cancelled") })
        alert.addAction(UIAlertAction(title: "Create", style: .default) { [weak self] _ in
            guard let self else { return }
            print("Alert: create (alert still presented: \(self.presentedViewController != nil))")
            self.notes.append("Note \(self.notes.count + 1)")
            self.showNotes()
        })
        present(alert, animated: true)
    }
}

/// One note, pushed; the back button reads "Notes".
final class NoteViewController: UIViewController {
    private let text: String

    init(text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        text = ""
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = text
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Showing note \"\(text)\"")
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        print("Note editing: \(editing)")
    }
}
