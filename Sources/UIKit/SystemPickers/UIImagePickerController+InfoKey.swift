import HeadlessCore
import Foundation

extension UIImagePickerController {
    /// Where the image picker takes pictures from.
    public enum SourceType: Int, Sendable {
        /// The photo library.
        case photoLibrary = 0
        /// The camera (absent on the simulated device, as on the Simulator).
        case camera = 1
        /// The saved photos album.
        case savedPhotosAlbum = 2
    }

    /// The keys of the dictionary the delegate is given with a picked image.
    public struct InfoKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The type of what was picked (`"public.image"`).
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The picked image as it is.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The picked image after the person's edit (only when editing is allowed).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The rectangle of the edit.
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// The URL of a picked movie.
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The asset URL (deprecated on iOS 11).
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        /// The metadata of a photo just taken.
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        /// A picked Live Photo.
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        /// The picked asset.
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        /// The URL of the picked image's file.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }
}
