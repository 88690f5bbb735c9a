// iOS code for a picker view as apps write it: the controller is the data source and the
// delegate through extensions, selects a row from code in viewDidLoad and shows the user's pick
// in a label. Compiled with `import UIKit` alone in Swift 6 mode (CompatibilityTests) and
// Swift 5 mode (CompatibilitySwift5Tests links this same file).
import UIKit

final class CurrencyPickerViewController: UIViewController {
    let currencies = ["EUR", "GBP", "JPY", "USD"]
    let amounts = [1, 10, 100]
    let pickerView = UIPickerView()
    let resultLabel = UILabel()
    private(set) var selections: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        pickerView.dataSource = self
        pickerView.delegate = self
        pickerView.showsSelectionIndicator = true
        pickerView.accessibilityIdentifier = "currency"
        pickerView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pickerView)
        view.addSubview(resultLabel)
        NSLayoutConstraint.activate([
            pickerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pickerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pickerView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
        pickerView.selectRow(3, inComponent: 0, animated: false)
        updateResult()
    }

    func updateResult() {
        let currency = currencies[pickerView.selectedRow(inComponent: 0)]
        let amount = amounts[pickerView.selectedRow(inComponent: 1)]
        resultLabel.text = "\(amount) \(currency)"
    }
}

extension CurrencyPickerViewController: UIPickerViewDataSource {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? currencies.count : amounts.count
    }
}

extension CurrencyPickerViewController: UIPickerViewDelegate {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? currencies[row] : String(amounts[row])
    }

    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        guard component == 1 else { return nil }
        return NSAttributedString(string: "×\(amounts[row])", attributes: [.foregroundColor: UIColor.secondaryLabel])
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        component == 0 ? 200 : 100
    }

    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 44 }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(component):\(row)")
        updateResult()
    }
}
