import Foundation
import Testing
@_spi(Headless) @testable import UIKit
@_spi(Headless) import UIKitTesting
import HeadlessCore
import UIKitSnapshotTesting

/// Switches, sliders, steppers, segmented controls and the rest, operated by the device's
/// actions by what the screen shows.
@MainActor
@Suite(.freshRuntime) struct ControlTests {
    /// A form: a switch, a disabled switch, a segmented control, a slider, a stepper, a
    /// configured button, each logging its actions to the journal.
    static func form() -> UIViewController {
        ScreenController { view in
            let notify = UISwitch(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
            view.addLogging(notify, "notify") { "isOn=\($0.isOn)" }
            notify.addAction(UIAction(title: "notify-primary") { _ in Journal.log("notify primaryActionTriggered") },
                             for: .primaryActionTriggered)

            let locked = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
            locked.accessibilityIdentifier = "locked"
            locked.isEnabled = false
            locked.addAction(UIAction(title: "locked") { _ in Journal.log("locked valueChanged") }, for: .valueChanged)
            view.addSubview(locked)

            let period = UISegmentedControl(items: ["Day", "Week", "Month"])
            period.frame = CGRect(x: 20, y: 150, width: 300, height: 32)
            period.selectedSegmentIndex = 0
            view.addLogging(period, "period") { "\($0.selectedSegmentIndex)" }

            let volume = UISlider(frame: CGRect(x: 20, y: 200, width: 300, height: 34))
            volume.value = 0.5
            view.addLogging(volume, "volume") { "\($0.value)" }

            let count = UIStepper(frame: CGRect(x: 20, y: 250, width: 94, height: 32))
            count.maximumValue = 3
            view.addLogging(count, "count") { "\($0.value)" }
        }
    }

    static func control<T: UIView>(_ harness: LifecycleHarness, _ identifier: String, as type: T.Type = T.self) -> T? {
        harness.runtime.keyWindow?.firstInSubtree { $0.accessibilityIdentifier == identifier } as? T
    }

    /// A user's toggle flips the switch and sends .valueChanged and .primaryActionTriggered.
    @Test func toggleFlipsTheSwitchAndSendsItsEvents() {
        let harness = launch(Self.form)
        let trace = harness.act("toggle notify")
        #expect(Self.control(harness, "notify", as: UISwitch.self)?.isOn == true)
        #expect(Journal.entries == ["notify valueChanged isOn=true", "notify primaryActionTriggered"])
        trace.expectGolden("switch-toggle", style: .swiftInstances)
        harness.act("toggle notify")
        #expect(Self.control(harness, "notify", as: UISwitch.self)?.isOn == false)
        // Code that sets the switch sends nothing.
        Self.control(harness, "notify", as: UISwitch.self)?.setOn(true, animated: true)
        #expect(Journal.entries.count == 4)
    }

    /// Toggling a disabled switch is refused, and nothing changes or is sent.
    @Test func togglingADisabledSwitchIsRefused() {
        let harness = launch(Self.form)
        let message = refused(harness, "toggle locked")
        #expect(message?.contains("UISwitch#2 is disabled (isEnabled is false); nothing was sent") == true)
        #expect(Self.control(harness, "locked", as: UISwitch.self)?.isOn == false)
        #expect(Journal.entries.isEmpty)
        #expect(refused(harness, "toggle period")?.contains("is not a UISwitch") == true)
        let missing = refused(harness, "toggle nothing-here")
        #expect(missing?.contains("no view in UIWindow#1 has accessibilityIdentifier \"nothing-here\", and nothing on screen shows \"nothing-here\".") == true)
        #expect(missing?.contains("On screen: UISwitch#1 (id \"notify\")") == true)
    }

    /// A segment is selected by its title or by the control and an index.
    @Test func selectSegmentByTitleOrIndex() {
        let harness = launch(Self.form)
        let trace = harness.act("select-segment Week")
        trace.expectGolden("segment-change", style: .swiftInstances)
        let period = Self.control(harness, "period", as: UISegmentedControl.self)
        #expect(period?.selectedSegmentIndex == 1)
        harness.act("select-segment period 2")
        #expect(period?.selectedSegmentIndex == 2)
        harness.act("select-segment Month")  // already selected: nothing is sent
        #expect(Journal.entries == ["period valueChanged 1", "period valueChanged 2"])
        #expect(refused(harness, "select-segment period 7")?.contains("has 3 segments (0..<3); there is no segment 7.; nothing changed") == true)
        period?.setEnabled(false, forSegmentAt: 0)
        #expect(refused(harness, "select-segment Day")?.contains("segment 0 of UISegmentedControl#1 is disabled") == true)
        #expect(period?.selectedSegmentIndex == 2)
    }

    /// A slide inside the range moves the value; one outside is refused and changes nothing.
    @Test func slideMovesTheValueAndRefusesValuesOutOfRange() {
        let harness = launch(Self.form)
        harness.act("slide volume 0.75")
        let volume = Self.control(harness, "volume", as: UISlider.self)
        #expect(volume?.value == 0.75)
        #expect(Journal.entries == ["volume valueChanged 0.75"])
        let message = refused(harness, "slide volume 1.5")
        #expect(message?.contains("slide volume 1.5: 1.5 is outside the range of UISlider#1, 0.0…1.0. Pick a value in the range.; nothing changed") == true)
        #expect(volume?.value == 0.75)
        #expect(Journal.entries.count == 1)
        #expect(refused(harness, "slide volume loud")?.contains("\"loud\" is not a number") == true)
    }

    /// A stepper steps, stops at its bounds, and wraps when asked.
    @Test func stepStepsAndStopsAtTheBounds() {
        let harness = launch(Self.form)
        harness.act("step count up, step count up, step count up, step count up")
        let count = Self.control(harness, "count", as: UIStepper.self)
        #expect(count?.value == 3)
        #expect(Journal.entries == ["count valueChanged 1.0", "count valueChanged 2.0", "count valueChanged 3.0"])
        count?.wraps = true
        harness.act("step count up")
        #expect(count?.value == 0)
        harness.act("step count down")
        #expect(count?.value == 3)
    }

    /// Values set from code are clamped; NaN is refused with a diagnostic.
    @Test func valuesFromCodeAreClamped() {
        let runtime = HeadlessRuntime.current
        let slider = UISlider(frame: .zero)
        slider.minimumValue = -1
        slider.maximumValue = 2
        slider.value = 5
        #expect(slider.value == 2)
        slider.maximumValue = -3
        #expect(slider.minimumValue == -3 && slider.value == -3)
        slider.value = .nan
        #expect(slider.value == -3)
        #expect(runtime.diagnostics.all.map(\.code) == [.controlValueNotANumber])

        let progress = UIProgressView(progressViewStyle: .default)
        progress.setProgress(1.7, animated: true)
        #expect(progress.progress == 1)

        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.currentPage = 9
        #expect(pages.currentPage == 2)
        pages.numberOfPages = 1
        pages.hidesForSinglePage = true
        #expect(pages.currentPage == 0 && pages.intrinsicContentSize == .zero)

        let picker = UIDatePicker()
        picker.minimumDate = Date(timeIntervalSince1970: 1000)
        picker.maximumDate = Date(timeIntervalSince1970: 2000)
        picker.date = Date(timeIntervalSince1970: 5000)
        #expect(picker.date == Date(timeIntervalSince1970: 2000))
        #expect(picker.datePickerStyle == .compact)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline)
    }

    /// Segments are inserted, renamed and removed, and the selection follows its segment.
    @Test func segmentsAreEditedAndTheSelectionFollows() {
        let runtime = HeadlessRuntime.current
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == 2)
        control.setTitle("Bee", forSegmentAt: 2)
        #expect(control.titleForSegment(at: 2) == "Bee")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 5
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(runtime.diagnostics.all.map(\.code) == [.controlSegmentIndexOutOfRange])
        var ran: [String] = []
        let actions = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [
            UIAction(title: "One") { _ in ran.append("one") }, UIAction(title: "Two") { _ in ran.append("two") },
        ])
        actions.performTap(at: CGPoint(x: 150, y: 16))
        #expect(actions.selectedSegmentIndex == 1 && ran == ["two"])
    }

    /// The activity indicator shows while animating and hides when it stops.
    @Test func activityIndicatorHidesWhenStopped() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isHidden && spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
    }

    /// Pull to refresh begins refreshing and sends .valueChanged once; endRefreshing ends it.
    @Test func pullToRefresh() {
        var refresh: UIRefreshControl?
        let harness = launch {
            ScreenController { view in
                let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
                let control = UIRefreshControl()
                control.addAction(UIAction(title: "reload") { action in
                    Journal.log("reload isRefreshing=\((action.sender as? UIRefreshControl)?.isRefreshing ?? false)")
                }, for: .valueChanged)
                scroll.refreshControl = control
                refresh = control
                view.addSubview(scroll)
            }
        }
        #expect(refresh?.superview is UIScrollView)
        let trace = harness.act("pull-to-refresh")
        trace.expectGolden("pull-to-refresh", style: .swiftInstances)
        #expect(refresh?.isRefreshing == true)
        #expect(refused(harness, "pull-to-refresh")?.contains("is already refreshing") == true)
        refresh?.endRefreshing()
        harness.act("pull-to-refresh")
        #expect(Journal.entries == ["reload isRefreshing=true", "reload isRefreshing=true"])
    }

    /// With no refresh control on screen, pull to refresh says how to add one.
    @Test func pullToRefreshWithoutAControlIsRefused() {
        let harness = launch(Self.form)
        #expect(refused(harness, "pull-to-refresh")?.contains("no visible scroll view") == true)
    }
}
