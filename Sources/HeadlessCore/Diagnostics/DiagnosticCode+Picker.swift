/// The problems of picker views.
extension DiagnosticCode {
    /// A data source whose number of components or rows is beyond what the picker keeps track of.
    public static let pickerViewTooManyRows: DiagnosticCode = "pickerView.tooManyRows"
    /// A component or row that does not exist, passed to a picker view's method.
    public static let pickerViewIndexOutOfRange: DiagnosticCode = "pickerView.indexOutOfRange"
}
