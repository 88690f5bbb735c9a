/// The codes of an app bundle's resources.
extension DiagnosticCode {
    // MARK: resource
    /// A resource lookup (`UIImage(named:)`, `UIColor(named:)`, an asset catalog, a storyboard
    /// or nib) named something outside the app's bundle: a name with `..`, an absolute path, or
    /// a file reached through a symbolic link that leads out. The lookup answers nil, as iOS
    /// does for a resource that is not in the bundle.
    public static let resourceOutsideBundle: DiagnosticCode = "resource.outsideBundle"
}
