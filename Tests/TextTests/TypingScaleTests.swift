import Foundation
import Testing
@_spi(Headless) import UIKit
@testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// Typing stays linear in the text's length (issue 37, item 5; References §51.1): each typed
/// character edits the text where it lies, so the text's storage moves only when it grows
/// (a doubling), where it was copied whole at every character.
@MainActor
@Suite(.freshRuntime) struct TypingScaleTests {
    /// Records where the field's text is stored when the delegate is asked about each character.
    final class StorageWatcher: NSObject, UITextFieldDelegate, UITextViewDelegate {
        var addresses: [UInt] = []
        func note(_ text: String?) {
            guard var text else { return }
            let address = text.withUTF8 { UInt(bitPattern: $0.baseAddress) }
            addresses.append(address)
        }
        /// How many times the storage moved between two characters.
        var moves: Int { zip(addresses, addresses.dropFirst()).filter { $0 != $1 }.count }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            note(textField.text)
            return true
        }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            note(textView.text)
            return true
        }
    }

    @Test func typingIntoAFieldEditsTheTextInPlace() throws {
        let watcher = StorageWatcher()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        field.placeholder = "Name"
        field.delegate = watcher
        let harness = launchApp {
            let controller = UIViewController()
            controller.view.addSubview(field)
            return controller
        }
        let device = try #require(harness.device)
        try device.perform("focus Name")
        let count = 3_000
        try device.perform(DeviceAction("type", [String(repeating: "ab", count: count / 2)]))
        #expect(field.text?.utf16.count == count)
        #expect(watcher.addresses.count == count)
        // Growth by doubling from a small string: a dozen moves; a copy per character: 3,000.
        #expect(watcher.moves < 40, "the field's text moved \(watcher.moves) times in \(count) characters")

        // Not only ASCII: the characters after an accented one and an emoji land in place too,
        // and the UTF-16 ranges the delegate sees stay right.
        try device.perform(DeviceAction("type", ["é😀" + String(repeating: "c", count: 1_000)]))
        #expect(field.text?.contains("abé😀ccc") == true && field.text?.hasSuffix("ccc") == true)
        #expect(field.text?.utf16.count == count + 3 + 1_000)
        #expect(watcher.moves < 60, "the field's text moved \(watcher.moves) times")
    }

    @Test func typingIntoATextViewEditsTheTextInPlace() throws {
        let watcher = StorageWatcher()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 100))
        textView.accessibilityIdentifier = "notes"
        textView.delegate = watcher
        let harness = launchApp {
            let controller = UIViewController()
            controller.view.addSubview(textView)
            return controller
        }
        let device = try #require(harness.device)
        try device.perform("focus notes")
        try device.perform(DeviceAction("type", [String(repeating: "x", count: 3_000)]))
        #expect(textView.text.utf16.count == 3_000)
        #expect(watcher.moves < 40, "the text view's text moved \(watcher.moves) times")
    }

    /// Editing in the middle, and across a surrogate pair, gives what NSString gives.
    @Test func replacingUTF16RangesMatchesNSString() {
        let samples = ["hello", "héllo wörld", "a😀b", "😀😀", ""]
        for sample in samples {
            let length = sample.utf16.count
            for location in 0...length {
                for rangeLength in 0...(length - location) {
                    var edited = sample
                    let range = NSRange(location: location, length: rangeLength)
                    let replaced = edited.replaceUTF16Range(range, length: length, with: "Z")
                    #expect(replaced)
                    #expect(edited == (sample as NSString).replacingCharacters(in: range, with: "Z"), "\(sample) \(range)")
                }
            }
            var unchanged = sample
            let refused = !unchanged.replaceUTF16Range(NSRange(location: length, length: 1), length: length, with: "Z")
            #expect(refused)
            #expect(unchanged == sample)
        }
    }
}
