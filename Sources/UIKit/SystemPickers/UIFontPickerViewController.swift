import HeadlessCore
import Foundation

/// The system's interface for picking a font: a list of the device's font families (and their
/// faces with ``Configuration/includeFaces``), which the simulated device answers with
/// `pick-font <family or face>` or `cancel-picker` / `tap Cancel` (References §56.2).
///
/// Picking sets ``selectedFontDescriptor``; the picker dismisses itself and then tells its
/// delegate, in both cases (Apple's UIKit Catalog sample relies on that: its delegate never
/// dismisses the picker).
@preconcurrency @MainActor
open class UIFontPickerViewController: UIViewController {
    /// What the picker lists.
    public let configuration: Configuration
    /// The object told what the person picked.
    open weak var delegate: (any UIFontPickerViewControllerDelegate)?
    /// The font last picked (or set by the app to show as selected), or nil.
    open var selectedFontDescriptor: UIFontDescriptor?

    /// Creates a picker with a configuration.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a picker from an archive, with the default configuration.
    public required init?(coder: NSCoder) {
        configuration = Configuration()
        super.init(coder: coder)
    }

    open override func loadView() {
        view = SystemPickerChrome.makeView(title: "Fonts", cancelTitle: "Cancel") { [weak self] in self?.answerCancel() }
    }

    /// The names a person can pick: families, and faces when the configuration includes them,
    /// those with the filtered traits.
    func pickableFonts() -> [(family: String, face: String)] {
        let required = configuration.filteredTraits.subtracting(.classMask)
        var fonts: [(family: String, face: String)] = []
        for family in FontCatalog.familyNames {
            let faces = configuration.includeFaces ? FontCatalog.faceNames(ofFamily: family)
                : FontCatalog.regularFace(ofFamily: family).map { [$0] } ?? []
            for face in faces where FontCatalog.face(named: face).map({ $0.traits.isSuperset(of: required) }) ?? false {
                fonts.append((family, face))
            }
        }
        return fonts
    }
}

extension UIFontPickerViewController: DevicePickerAnswering {
    package var pickActionName: String { "pick-font" }
    package var pickActionSyntax: String { "<family or face name>" }

    /// `pick-font <name>`: the family (its regular face) or, with faces included, the face of
    /// that name among those listed becomes ``selectedFontDescriptor``; the picker is dismissed,
    /// then the delegate hears `fontPickerViewControllerDidPickFont(_:)`.
    package func answerPick(_ arguments: [String]) -> String? {
        let name = arguments.joinedArgument
        let fonts = pickableFonts()
        guard let font = fonts.first(where: { $0.family.caseInsensitiveCompare(name) == .orderedSame })
                ?? fonts.first(where: { $0.face.caseInsensitiveCompare(name) == .orderedSame }) else {
            let listed = configuration.includeFaces ? fonts.map(\.face) : fonts.map(\.family)
            return "pick-font \(name): \(traceName) lists no font of that name\(configuration.includeFaces ? "" : " (it lists families: includeFaces is false)"); it lists \(listed.prefix(12).joined(separator: ", "))\(listed.count > 12 ? ", …" : "")."
        }
        selectedFontDescriptor = UIFontDescriptor(fontAttributes: [.family: font.family, .name: font.face])
        dismissBySystem { [weak self] in
            guard let self, let delegate = self.delegate else { return }
            self.runtime.deliver(toDelegate: delegate, .fontPickerDidPickFont, [self.traceName, font.face]) {
                delegate.fontPickerViewControllerDidPickFont(self)
            }
        }
        return nil
    }

    /// The Cancel button: the picker is dismissed, then the delegate hears
    /// `fontPickerViewControllerDidCancel(_:)`.
    package func answerCancel() {
        dismissBySystem { [weak self] in
            guard let self, let delegate = self.delegate else { return }
            self.runtime.deliver(toDelegate: delegate, .fontPickerDidCancel, [self.traceName]) {
                delegate.fontPickerViewControllerDidCancel(self)
            }
        }
    }
}
