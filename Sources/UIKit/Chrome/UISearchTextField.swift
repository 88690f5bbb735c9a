import HeadlessCore
import Foundation

/// The text field inside a search bar (``UISearchBar/searchTextField``).
///
/// Its editing goes through its search bar: the bar's delegate is asked whether editing may
/// begin and end and whether each typed change happens, and hears `searchBar(_:textDidChange:)`
/// after each change; a search controller owning the bar is activated when editing begins and
/// its results updater is asked to update (References §30).
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The search bar this field belongs to.
    weak var searchBar: UISearchBar?

    /// The tokens before the text, in order.
    open var tokens: [UISearchToken] = []
    /// Whether the person can delete tokens with the delete key. Default true.
    open var allowsDeletingTokens = true
    /// Whether tokens can be copied. Default false.
    open var allowsCopyingTokens = false
    /// The tokens' background colour; nil for the tint colour.
    open var tokenBackgroundColor: UIColor?

    /// Inserts a token; an index past the end appends, a negative one inserts first.
    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        tokens.insert(token, at: min(max(tokenIndex, 0), tokens.count))
    }

    /// Removes a token; an index that is not a token's is reported and changes nothing.
    open func removeToken(at tokenIndex: Int) {
        guard tokens.indices.contains(tokenIndex) else {
            runtime.report(.warning, .searchTokenIndexOutOfRange,
                           "\(traceName).removeToken(at: \(tokenIndex)): the field has \(tokens.count) token\(tokens.count == 1 ? "" : "s"). Nothing changed.",
                           about: self)
            return
        }
        tokens.remove(at: tokenIndex)
    }

    /// Creates a field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .roundedRect
        clearButtonMode = .whileEditing
        returnKeyType = .search
    }

    /// Creates a field from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The keyboard's Search key tells the search bar.
    override func returnKeyAccepted() {
        searchBar?.searchButtonPressed()
    }

    /// Begins editing through the search bar: its delegate's `searchBarShouldBeginEditing`,
    /// then the field's own editing, then the bar's begin-editing (its delegate's
    /// `searchBarTextDidBeginEditing`, then the search controller's activation; References §59.8).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard let bar = searchBar, !isFirstResponder, canBecomeFirstResponder, storedWindow != nil else {
            return super.becomeFirstResponder()
        }
        guard bar.askShouldBeginEditing() else { return false }
        guard super.becomeFirstResponder() else { return false }
        bar.didBeginEditing()
        return true
    }

    /// Ends editing through the search bar: its delegate's `searchBarShouldEndEditing`, then
    /// the field's own ending and `searchBarTextDidEndEditing`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard let bar = searchBar, isFirstResponder else { return super.resignFirstResponder() }
        if !runtime.textInput.forcingResignation, !bar.askShouldEndEditing() { return false }
        guard super.resignFirstResponder() else { return false }
        bar.didEndEditing()
        return true
    }

    /// Inserts typed text when the search bar's delegate allows it, then tells the bar.
    open override func insertText(_ text: String) {
        guard let bar = searchBar else { return super.insertText(text) }
        let range = NSRange(location: insertionPoint, length: selectionLength)
        guard bar.askShouldChangeText(in: range, replacementText: text) else { return }
        // Edits are counted, not compared: a copy of the text kept across the edit would make
        // the edit copy the whole text (References §51.1).
        let before = textEditCount
        super.insertText(text)
        if textEditCount != before { bar.textDidChangeByUser() }
    }

    /// Deletes the character before the insertion point when the search bar's delegate allows
    /// it, then tells the bar.
    open override func deleteBackward() {
        guard let bar = searchBar, !storedText.isEmpty else { return super.deleteBackward() }
        let before = textEditCount
        let location = max(0, selectionLength > 0 ? insertionPoint : insertionPoint - 1)
        let range = NSRange(location: location, length: selectionLength > 0 ? selectionLength : insertionPoint - location)
        guard bar.askShouldChangeText(in: range, replacementText: "") else { return }
        super.deleteBackward()
        if textEditCount != before { bar.textDidChangeByUser() }
    }
}
