import Foundation
import Testing

/// The chrome example app, which sets no accessibility identifiers, driven end to end by
/// `--actions` using the titles its screens show.
@Suite struct ChromeDemoTests {
    let demo = BuiltExecutable("ChromeDemo")

    @Test func drivenByVisibleTitlesOnly() throws {
        let run = try demo.run(["--device", "iphone-15", "--actions",
                                "tap Add, alert Create, tap \"Milk, eggs\", tap Edit, tap Done, back, tap \"Note 2\", back, "
                                + "tap-tab Settings, tap Reset, tap \"Reset Everything\", tap-tab Notes"])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty, "\(run.standardError)")
        #expect(run.lines == [
            "Notes: Milk, eggs",
            // 59 (status bar) + 44 (navigation bar); 34 (home indicator) + 49 (tab bar).
            "Notes appeared, safe area top 103, bottom 83",
            // The alert is dismissed before the handler runs; the presenter gets no callbacks.
            "Alert: create (alert still presented: false)",
            "Notes: Milk, eggs | Note 2",
            "Showing note \"Milk, eggs\"",
            "Note editing: true",
            "Note editing: false",
            // `back` taps the back button, titled "Notes".
            "Notes appeared, safe area top 103, bottom 83",
            "Showing note \"Note 2\"",
            "Notes appeared, safe area top 103, bottom 83",
            "Settings appeared",
            "Sheet: reset",
            "Settings will disappear",
            "Notes appeared, safe area top 103, bottom 83",
        ])
    }

    /// On a pushed note, "Notes" is both the back button's title and a tab's: a person (and
    /// XCUITest) could mean either, so the tap is refused with both listed.
    @Test func aTitleShownTwiceIsAmbiguous() throws {
        let run = try demo.run(["--actions", "tap \"Milk, eggs\", tap Notes"])
        #expect(run.status == 0)
        #expect(run.standardError.contains("tap Notes: 2 elements match \"Notes\": back button of UINavigationController#1 \"Notes\"; tab \"Notes\""),
                "\(run.standardError)")
        #expect(run.lines.last == "Showing note \"Milk, eggs\"")
    }

    @Test func refusedTapsSayWhatIsOnScreen() throws {
        let run = try demo.run(["--device", "iphone-15", "--actions", "tap Archive"])
        #expect(run.status == 0)
        #expect(run.standardError.contains("nothing on screen shows \"Archive\""))
        #expect(run.standardError.contains("On screen:"))
    }
}
