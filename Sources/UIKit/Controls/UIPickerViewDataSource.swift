import HeadlessCore
import Foundation

/// What a picker view shows: how many wheels (components) and how many rows each has.
/// The picker asks lazily, when it lays out or when a count is read (References §52.1).
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
    /// The number of wheels.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of a wheel.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
