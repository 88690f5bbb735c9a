/// The callbacks of a picker view's data source and delegate (References §52.1).
extension Callback {
    /// The data source is asked for the number of wheels.
    public static let numberOfComponentsInPicker = Callback("numberOfComponents(in:)", selector: "numberOfComponentsInPickerView:")
    /// The data source is asked for the number of rows of a wheel.
    public static let numberOfRowsInComponent = Callback("pickerView(_:numberOfRowsInComponent:)",
                                                         selector: "pickerView:numberOfRowsInComponent:")
    /// The delegate is asked for the title of a row.
    public static let pickerTitleForRow = Callback("pickerView(_:titleForRow:forComponent:)",
                                                   selector: "pickerView:titleForRow:forComponent:")
    /// The user turned a wheel to a row.
    public static let pickerDidSelectRow = Callback("pickerView(_:didSelectRow:inComponent:)",
                                                    selector: "pickerView:didSelectRow:inComponent:")
}
