import HeadlessCore
import Foundation

/// Configuration updates of a table cell (iOS 14): ``UITableViewCell/setNeedsUpdateConfiguration()``
/// marks the cell and asks for layout; the next layout pass calls
/// ``UITableViewCell/updateConfiguration(using:)`` once with ``UITableViewCell/configurationState``,
/// however many requests came before it (three property changes in a row update once).
extension UITableViewCell {
    func setNeedsUpdateConfigurationMechanism() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Runs a pending update now (from `layoutSubviews()`, before the cell lays out what the
    /// update set).
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        runtime.deliver(self, .updateConfigurationUsingState, [state.traceDescription]) {
            updateConfiguration(using: state)
        }
    }

    func updateConfigurationMechanism(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            contentConfiguration = configuration.updated(for: state)
        }
        configurationUpdateHandler?(self, state)
    }
}
