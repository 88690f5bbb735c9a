import Foundation

/// How a ``PHPickerViewController`` is set up: what it shows and how many assets the person may
/// pick (References §63.1).
///
/// `init(photoLibrary:)` is not provided: it takes Photos' `PHPhotoLibrary`, which has no
/// headless stand-in. Results therefore carry no asset identifier, as on iOS for a
/// configuration made with `init()`.
public struct PHPickerConfiguration: Equatable, Hashable, Sendable {
    /// Which representation of an asset the picker hands over.
    public enum AssetRepresentationMode: Int, Sendable, Hashable {
        /// The system's choice (it may transcode).
        case automatic = 0
        /// The asset as stored.
        case current = 1
        /// The most compatible representation.
        case compatible = 2
    }

    /// How picked assets are selected and ordered (iOS 15).
    public enum Selection: Int, Sendable, Hashable {
        case `default` = 0
        case ordered = 1
    }

    /// The most assets the person may pick; 0 means no limit. Default 1.
    public var selectionLimit = 1
    /// The kinds of asset shown, or nil for all of them. Default nil.
    public var filter: PHPickerFilter?
    /// The representation handed over. Default ``AssetRepresentationMode/automatic``.
    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    /// The selection behaviour. Default ``Selection/default``.
    public var selection: Selection = .default

    /// A configuration that shows the whole library and lets the person pick one asset.
    public init() {}
}
