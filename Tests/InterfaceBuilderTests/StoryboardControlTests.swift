import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// Storyboard controls are the real controls with the state Xcode archived (Controls.storyboard).
@MainActor
@Suite(.freshRuntime) struct StoryboardControlTests {
    @Test func controlsAreCreatedWithTheirArchivedState() throws {
        let runtime = HeadlessRuntime.current
        let controller = try #require(UIStoryboard(name: "Controls", bundle: Fixtures.bundle).instantiateInitialViewController())
        let subviews = controller.view.subviews
        #expect(subviews.map(\.traceClassName) == ["UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIPageControl",
                                                   "UIActivityIndicatorView", "UIDatePicker", "UISwitch"])
        let toggle = try #require(subviews[0] as? UISwitch)
        #expect(toggle.isOn && toggle.accessibilityIdentifier == "notifications")
        let slider = try #require(subviews[1] as? UISlider)
        #expect(slider.minimumValue == 10 && slider.maximumValue == 50 && slider.value == 30)
        let stepper = try #require(subviews[2] as? UIStepper)
        #expect(stepper.value == 4 && stepper.minimumValue == 2 && stepper.maximumValue == 8 && stepper.stepValue == 2 && stepper.wraps)
        let segments = try #require(subviews[3] as? UISegmentedControl)
        #expect(segments.numberOfSegments == 3 && segments.titleForSegment(at: 2) == "Month" && segments.selectedSegmentIndex == 1)
        let pages = try #require(subviews[4] as? UIPageControl)
        #expect(pages.numberOfPages == 4 && pages.currentPage == 2)
        let spinner = try #require(subviews[5] as? UIActivityIndicatorView)
        #expect(spinner.isAnimating && spinner.style == .large && spinner.hidesWhenStopped)
        let picker = try #require(subviews[6] as? UIDatePicker)
        #expect(picker.datePickerMode == .date && picker.minuteInterval == 5)
        #expect(picker.date == Date(timeIntervalSinceReferenceDate: 700_000_000))
        #expect(runtime.diagnostics.messages("interfaceBuilder.unsupportedElement").isEmpty)
        // A value that does not read: the file, the line and the object are named.
        #expect(runtime.diagnostics.messages("interfaceBuilder.invalidValue") == [
            "Controls.storyboard:44: object Ctl-Sw-002: the on of <switch> is \"maybe\", not YES or NO; the control keeps its default.",
        ])
        #expect((subviews[7] as? UISwitch)?.isOn == false)
    }

    /// The controls act as controls: the archived stepper steps from its value.
    @Test func anArchivedStepperStepsFromItsValue() throws {
        let controller = try #require(UIStoryboard(name: "Controls", bundle: Fixtures.bundle).instantiateInitialViewController())
        let stepper = try #require(controller.view.subviews.compactMap { $0 as? UIStepper }.first)
        stepper.value += stepper.stepValue
        #expect(stepper.value == 6)
    }
}
