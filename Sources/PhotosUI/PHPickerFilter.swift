import Foundation

/// What a photo picker shows: images, videos, Live Photos, or a combination of them
/// (References §63.1).
///
/// The headless library holds still images only, so ``images`` (which on iOS includes Live
/// Photos) is the filter that lets `pick-image` through; a filter that excludes images refuses
/// the pick with a message naming the filter.
public struct PHPickerFilter: Equatable, Hashable, Sendable {
    /// The kinds of asset a filter names.
    enum Kind: Hashable, Sendable {
        case images, videos, livePhotos
    }

    /// The filter as a tree: a kind, any of several filters, all of them, or not one.
    indirect enum Term: Hashable, Sendable {
        case kind(Kind)
        case any([PHPickerFilter])
        case all([PHPickerFilter])
        case not(PHPickerFilter)
    }

    let term: Term

    init(_ term: Term) { self.term = term }

    /// Images, Live Photos included.
    public static let images = PHPickerFilter(.kind(.images))
    /// Videos.
    public static let videos = PHPickerFilter(.kind(.videos))
    /// Live Photos.
    public static let livePhotos = PHPickerFilter(.kind(.livePhotos))

    /// Assets that match any of `subfilters`.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(.any(subfilters)) }
    /// Assets that match every one of `subfilters`.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(.all(subfilters)) }
    /// Assets that do not match `filter`.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(.not(filter)) }

    /// Whether a still image (not a Live Photo, not a video) passes the filter. The filter is a
    /// value the app built, so its depth is the app's own code's, not input's.
    func admitsStillImage() -> Bool {
        switch term {
        case .kind(let kind): kind == .images
        case .any(let filters): filters.contains { $0.admitsStillImage() }
        case .all(let filters): filters.allSatisfy { $0.admitsStillImage() }
        case .not(let filter): !filter.admitsStillImage()
        }
    }
}

extension PHPickerFilter: CustomStringConvertible {
    public var description: String {
        switch term {
        case .kind(let kind): ".\(kind)"
        case .any(let filters): ".any(of: [\(filters.map(\.description).joined(separator: ", "))])"
        case .all(let filters): ".all(of: [\(filters.map(\.description).joined(separator: ", "))])"
        case .not(let filter): ".not(\(filter))"
        }
    }
}
