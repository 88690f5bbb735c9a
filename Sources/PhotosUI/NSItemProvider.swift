import Foundation
@_spi(Headless) import UIKit
import HeadlessCore

/// Data the app loads later, by type: what a photo picker hands over for each picked asset
/// (References §63.3). Corelibs Foundation has no `NSItemProvider`; this one has Apple's names
/// for the reading side apps use with the picker.
///
/// Apple calls the completion handlers on a background queue. Here they run on the main run
/// loop one turn later, in virtual time: the headless runtime has no background threads
/// (every run is deterministic), and the handler still runs after the call that started the
/// load has returned, so the app's `DispatchQueue.main.async` hop keeps its meaning. For that
/// the loads are started on the main actor, where the picker's delegate calls them.
open class NSItemProvider: NSObject {
    /// The codes of ``errorDomain``.
    public enum ErrorCode: Int, Sendable {
        case unknownError = -1
        case itemUnavailableError = -1000
        case unexpectedValueClassError = -1100
        case unavailableCoercionError = -1200
    }

    /// The domain of the errors a load fails with.
    public static let errorDomain = "NSItemProviderErrorDomain"

    /// One registered representation: its type and the data it loads.
    private struct Representation {
        let typeIdentifier: String
        let data: @Sendable () -> Data?
    }

    private var representations: [Representation] = []

    /// A name for the item, used as a file name when it is saved.
    open var suggestedName: String?

    /// An empty provider.
    public override init() {
        super.init()
    }

    /// A provider of `data` as `typeIdentifier`, loaded when asked.
    init(typeIdentifier: String, suggestedName: String?, data: @escaping @Sendable () -> Data?) {
        super.init()
        self.suggestedName = suggestedName
        representations.append(Representation(typeIdentifier: typeIdentifier, data: data))
    }

    /// The types registered, most faithful first.
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// Whether a registered type is, or conforms to, `typeIdentifier` (`public.png` conforms
    /// to `public.image`).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representations.contains { UniformTypeConformance.conforms($0.typeIdentifier, to: typeIdentifier) }
    }

    /// Whether an object of `aClass` can be loaded: a registered type conforms to one it reads.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        representation(readableBy: aClass) != nil
    }

    /// Loads an object of `aClass`; `completionHandler` gets it, or nil and an error, one turn
    /// later on the main run loop (see the type's documentation).
    @discardableResult @MainActor
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        let representation = representation(readableBy: aClass)
        return deliver { () -> (Result<any NSItemProviderReading, any Error>) in
            guard let representation else {
                return .failure(NSItemProvider.error(.unavailableCoercionError,
                    "no registered type (\(self.registeredTypeIdentifiers.joined(separator: ", "))) is one \(aClass) reads (\(aClass.readableTypeIdentifiersForItemProvider.joined(separator: ", ")))"))
            }
            guard let data = representation.data() else {
                return .failure(NSItemProvider.error(.itemUnavailableError, "the \(representation.typeIdentifier) data is gone"))
            }
            return Result { try aClass.object(withItemProviderData: data, typeIdentifier: representation.typeIdentifier) }
        } completion: { result in
            switch result {
            case .success(let object): completionHandler(object, nil)
            case .failure(let error): completionHandler(nil, error)
            }
        }
    }

    /// Loads the data of the first registered type that conforms to `typeIdentifier`.
    @discardableResult @MainActor
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let representation = representations.first { UniformTypeConformance.conforms($0.typeIdentifier, to: typeIdentifier) }
        return deliver { () -> Result<Data, any Error> in
            guard let representation else {
                return .failure(NSItemProvider.error(.unavailableCoercionError,
                    "no registered type (\(self.registeredTypeIdentifiers.joined(separator: ", "))) conforms to \(typeIdentifier)"))
            }
            guard let data = representation.data() else {
                return .failure(NSItemProvider.error(.itemUnavailableError, "the \(representation.typeIdentifier) data is gone"))
            }
            return .success(data)
        } completion: { result in
            switch result {
            case .success(let data): completionHandler(data, nil)
            case .failure(let error): completionHandler(nil, error)
            }
        }
    }

    /// The first representation whose type `aClass` reads, in the class's order of preference.
    private func representation(readableBy aClass: any NSItemProviderReading.Type) -> Representation? {
        for readable in aClass.readableTypeIdentifiersForItemProvider {
            if let match = representations.first(where: { UniformTypeConformance.conforms($0.typeIdentifier, to: readable) }) {
                return match
            }
        }
        return nil
    }

    /// Runs `load` and hands its result to `completion` one turn later on the main run loop;
    /// the progress completes then.
    @MainActor
    private func deliver<Value>(_ load: @escaping @MainActor () -> Result<Value, any Error>,
                                completion: @escaping @MainActor (Result<Value, any Error>) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        HeadlessRuntime.current.runLoop.perform {
            let result = load()
            progress.completedUnitCount = 1
            completion(result)
        }
        return progress
    }

    /// An error of ``errorDomain`` whose description says what went wrong.
    static func error(_ code: ErrorCode, _ description: String) -> NSError {
        NSError(domain: errorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: "NSItemProvider: \(description)."])
    }
}

/// The few uniform-type conformances the picker's providers need: the image formats conform to
/// `public.image`, which conforms to `public.data` and `public.content`, and those to
/// `public.item` (Apple's system-declared types; References §63.3).
enum UniformTypeConformance {
    private static let parents: [String: [String]] = [
        "public.png": ["public.image"], "public.jpeg": ["public.image"], "public.heic": ["public.image"],
        "public.image": ["public.data", "public.content"],
        "public.data": ["public.item"], "public.content": ["public.item"],
    ]

    /// Whether `type` is `ancestor` or conforms to it. The table is fixed and acyclic, so the
    /// walk is bounded by its depth.
    static func conforms(_ type: String, to ancestor: String) -> Bool {
        var frontier = [type]
        var seen = Set<String>()
        while let next = frontier.popLast() {
            if next == ancestor { return true }
            guard seen.insert(next).inserted else { continue }
            frontier += parents[next] ?? []
        }
        return false
    }
}
