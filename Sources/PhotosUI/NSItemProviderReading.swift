import Foundation

/// A class whose objects an ``NSItemProvider`` can make from data of the types it reads, as
/// `UIImage` does (References §63.3).
///
/// Apple's protocol refines `NSObjectProtocol`; here it refines `AnyObject`, because UIKit's
/// `UIImage` is a Swift class, not an `NSObject`.
public protocol NSItemProviderReading: AnyObject {
    /// The uniform type identifiers the class reads, most preferred first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An object made from `data` of type `typeIdentifier`; throws when the data is not one.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}
