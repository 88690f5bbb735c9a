// swift-tools-version:5.8
// A small library of HeadlessUIKit's tests, shaped like the UIKit libraries apps add as
// packages or pods (References §48): `lifecycle port` ports it with DependentApp.
import PackageDescription

let package = Package(
    name: "Chips",
    platforms: [.iOS(.v13)],
    products: [
        .library(name: "Chips", targets: ["Chips"]),
    ],
    targets: [
        .target(name: "Chips", dependencies: [], path: "Sources/Chips"),
    ]
)
