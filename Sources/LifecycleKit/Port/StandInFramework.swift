/// A framework an iOS app imports that HeadlessUIKit provides as a headless stand-in: the name
/// the app imports, the HeadlessUIKit product that provides it, and the module aliases the
/// ported targets are compiled with (References §59.7).
///
/// The Combine and SwiftUI stand-ins are the modules HeadlessCombine and HeadlessSwiftUI, so
/// that no build has a module named Combine or SwiftUI (packages test `canImport(Combine)`).
/// The ported targets are compiled with the compiler's module aliases
/// (`-module-alias SwiftUI=HeadlessSwiftUI`): their `import SwiftUI`, `import Combine` and
/// `Combine.AnyCancellable` compile unchanged and name HeadlessUIKit's modules.
public struct StandInFramework: Equatable, Sendable {
    /// One renamed module of the product: `module` as HeadlessUIKit names it (the module
    /// built), written `importedAs` in the app's sources.
    public struct ModuleAlias: Equatable, Sendable {
        public var module: String
        public var importedAs: String
    }

    /// The module name the app's sources import (`SwiftUI`).
    public var importName: String
    /// The HeadlessUIKit product the ported package depends on (`HeadlessSwiftUI`).
    public var product: String
    /// The aliases the app's targets are compiled with, in a stable order; empty when the
    /// product's module already has Apple's name.
    public var moduleAliases: [ModuleAlias]

    /// Every stand-in, in the order a manifest lists them.
    public static let all: [StandInFramework] = [
        StandInFramework(importName: "SafariServices", product: "SafariServices", moduleAliases: []),
        StandInFramework(importName: "UserNotifications", product: "UserNotifications", moduleAliases: []),
        StandInFramework(importName: "WebKit", product: "WebKit", moduleAliases: []),
        StandInFramework(importName: "PhotosUI", product: "PhotosUI", moduleAliases: []),
        StandInFramework(importName: "CoreData", product: "CoreData", moduleAliases: []),
        StandInFramework(importName: "Combine", product: "HeadlessCombine",
                         moduleAliases: [ModuleAlias(module: "HeadlessCombine", importedAs: "Combine")]),
        // HeadlessSwiftUI re-exports HeadlessCombine (SwiftUI re-exports Combine on iOS): a file
        // that imports SwiftUI alone may still write `Combine.AnyCancellable`.
        StandInFramework(importName: "SwiftUI", product: "HeadlessSwiftUI",
                         moduleAliases: [ModuleAlias(module: "HeadlessSwiftUI", importedAs: "SwiftUI"),
                                         ModuleAlias(module: "HeadlessCombine", importedAs: "Combine")]),
    ]

    /// The compiler flags that alias the stand-ins' modules for targets that import `standIns`:
    /// `-module-alias SwiftUI=HeadlessSwiftUI` (the name in the sources, then the module's),
    /// each once.
    public static func compilerFlags(for standIns: [StandInFramework]) -> [String] {
        var seen = Set<String>()
        var flags: [String] = []
        for alias in standIns.flatMap(\.moduleAliases) where seen.insert(alias.importedAs).inserted {
            flags += ["-module-alias", "\(alias.importedAs)=\(alias.module)"]
        }
        return flags
    }
}
