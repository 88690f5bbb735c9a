/// The codes of images and drawing.
extension DiagnosticCode {
    // MARK: image
    /// An image set was found but could not be read: a broken `Contents.json`, or a file it
    /// names that is missing or not a PNG or JPEG.
    public static let imageAssetUnreadable: DiagnosticCode = "image.asset.unreadable"
    /// An image's file is over a decode budget (pixels, memory, or a progressive JPEG's
    /// scans), checked from its header before decoding: the image is nil.
    public static let imageDecodeOverBudget: DiagnosticCode = "image.decode.overBudget"
    /// `#imageLiteral(resourceName:)` names no image of the app's bundle (iOS stops the app).
    public static let imageLiteralMissing: DiagnosticCode = "image.literal.missing"
}
