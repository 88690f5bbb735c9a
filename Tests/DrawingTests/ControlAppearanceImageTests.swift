import Foundation
import Testing
@_spi(Headless) @testable import UIKit
@_spi(Headless) import CoreGraphics
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// Control and bar appearance images: kept per state with the normal state as the fallback, and
/// painted where the control draws them (References §56.1).
@MainActor
@Suite(.freshRuntime) struct ControlAppearanceImageTests {
    /// A one-colour image of a size in points, at scale 1.
    private func swatch(_ color: UIColor, _ width: CGFloat = 4, _ height: CGFloat = 4) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    private func rgb(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        guard let pixel = image.pixel(x: x, y: y) else { return [] }
        return [pixel.red, pixel.green, pixel.blue, pixel.alpha]
    }

    @Test func aStateWithoutAnImageUsesTheNormalStates() {
        _ = HeadlessRuntime.current
        let normal = swatch(.red), highlighted = swatch(.green)
        let stepper = UIStepper()
        stepper.setBackgroundImage(normal, for: .normal)
        stepper.setBackgroundImage(highlighted, for: .highlighted)
        #expect(stepper.backgroundImage(for: .highlighted) === highlighted)
        #expect(stepper.backgroundImage(for: .disabled) === normal)
        #expect(stepper.backgroundImage(for: [.highlighted, .selected]) === normal)
        stepper.setBackgroundImage(nil, for: .normal)
        #expect(stepper.backgroundImage(for: .disabled) == nil)

        let slider = UISlider()
        #expect(slider.currentThumbImage == nil)
        slider.setThumbImage(normal, for: .normal)
        slider.setThumbImage(highlighted, for: .highlighted)
        #expect(slider.currentThumbImage === normal)
        slider.isHighlighted = true
        #expect(slider.currentThumbImage === highlighted)
        slider.isHighlighted = false
        slider.isEnabled = false
        #expect(slider.currentThumbImage === normal)
        slider.setMinimumTrackImage(highlighted, for: .normal)
        #expect(slider.currentMinimumTrackImage === highlighted && slider.maximumTrackImage(for: .normal) == nil)
    }

    @Test func barMetricsFallBackToDefaultAndDividersToTwoNormalSegments() {
        _ = HeadlessRuntime.current
        let image = swatch(.blue), divider = swatch(.black, 1, 4), selected = swatch(.white, 1, 4)
        let control = UISegmentedControl(items: ["A", "B"])
        control.setBackgroundImage(image, for: .normal, barMetrics: .default)
        #expect(control.backgroundImage(for: .selected, barMetrics: .compact) === image)
        #expect(control.backgroundImage(for: .normal, barMetrics: .compact) === image)
        control.setDividerImage(divider, forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
        control.setDividerImage(selected, forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default)
        #expect(control.dividerImage(forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default) === selected)
        #expect(control.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default) === divider)

        let toolbar = UIToolbar()
        toolbar.setBackgroundImage(image, forToolbarPosition: .any, barMetrics: .default)
        #expect(toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .compact) === image)
        #expect(toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default) === image)

        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        item.setBackgroundImage(image, for: .normal, barMetrics: .default)
        #expect(item.backgroundImage(for: .highlighted, barMetrics: .default) === image)
        #expect(item.backgroundImage(for: .normal, style: .done, barMetrics: .default) === image)
    }

    @Test func aSteppersGlyphsDefaultToPlusAndMinus() {
        _ = HeadlessRuntime.current
        let stepper = UIStepper()
        #expect(stepper.incrementImage(for: .normal) != nil)
        #expect(stepper.decrementImage(for: .highlighted) != nil)
        let custom = swatch(.red)
        stepper.setIncrementImage(custom, for: .normal)
        #expect(stepper.incrementImage(for: .disabled) === custom)
    }

    @Test func aSteppersHalvesPaintTheBackgroundOfTheirOwnState() throws {
        _ = HeadlessRuntime.current
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        stepper.setBackgroundImage(swatch(.red), for: .normal)
        stepper.setBackgroundImage(swatch(.blue), for: .disabled)
        stepper.setIncrementImage(swatch(.clear), for: .normal)
        stepper.setDecrementImage(swatch(.clear), for: .normal)
        // At the minimum (0) the − half is disabled: it paints the disabled image.
        let image = try #require(stepper.renderedImage(scale: 1)?.cgImage)
        #expect(rgb(image, 2, 2) == [0, 0, 255, 255])
        #expect(rgb(image, 90, 2) == [255, 0, 0, 255])
    }

    @Test func aButtonPaintsItsStatesBackgroundImageUnderItsTitle() throws {
        _ = HeadlessRuntime.current
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        button.setBackgroundImage(swatch(.green), for: .normal)
        button.setBackgroundImage(swatch(.red), for: .highlighted)
        var image = try #require(button.renderedImage(scale: 1)?.cgImage)
        #expect(rgb(image, 1, 1) == [0, 255, 0, 255])
        button.isHighlighted = true
        image = try #require(button.renderedImage(scale: 1)?.cgImage)
        #expect(rgb(image, 1, 1) == [255, 0, 0, 255])
    }

    @Test func aSliderPaintsItsTracksEitherSideOfTheThumb() throws {
        _ = HeadlessRuntime.current
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 100, height: 34))
        slider.setMinimumTrackImage(swatch(.blue), for: .normal)
        slider.setMaximumTrackImage(swatch(.green), for: .normal)
        slider.setThumbImage(swatch(.red, 10, 10), for: .normal)
        slider.value = 0.5
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0.5)
        #expect(thumb == CGRect(x: 45, y: 12, width: 10, height: 10))
        let image = try #require(slider.renderedImage(scale: 1)?.cgImage)
        #expect(rgb(image, 10, 17) == [0, 0, 255, 255])
        #expect(rgb(image, 90, 17) == [0, 255, 0, 255])
        #expect(rgb(image, 50, 17) == [255, 0, 0, 255])
    }

    @Test func barsPaintTheirBackgroundImage() throws {
        _ = HeadlessRuntime.current
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 50, height: 44))
        toolbar.setBackgroundImage(swatch(.blue), forToolbarPosition: .bottom, barMetrics: .default)
        let bar = try #require(toolbar.renderedImage(scale: 1)?.cgImage)
        #expect(rgb(bar, 25, 22) == [0, 0, 255, 255])
        let search = UISearchBar(frame: CGRect(x: 0, y: 0, width: 200, height: 56))
        search.backgroundImage = swatch(.red)
        let searchImage = try #require(search.renderedImage(scale: 1)?.cgImage)
        #expect(rgb(searchImage, 1, 1) == [255, 0, 0, 255])
        search.setImage(swatch(.green), for: .bookmark, state: .normal)
        #expect(search.image(for: .bookmark, state: .highlighted) != nil && search.image(for: .search, state: .normal) == nil)
    }
}
