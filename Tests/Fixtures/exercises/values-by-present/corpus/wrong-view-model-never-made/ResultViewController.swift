import UIKit

class ResultViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    @IBOutlet var resultUpdate: UILabel!
    @IBOutlet var resultInterval: UILabel!

    var viewModel: ResultViewModel?

    var paramEmail: String { viewModel?.email.value ?? "" }
    var paramUpdate: Bool { viewModel?.isUpdate.value ?? false }
    var paramInterval: Double { viewModel?.interval.value ?? 0 }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let viewModel = viewModel else { return }
        viewModel.email.bind { [weak self] in self?.resultEmail.text = $0 }
        viewModel.isUpdate.bind { [weak self] in self?.resultUpdate.text = $0 ? "자동갱신" : "자동갱신안함" }
        viewModel.interval.bind { [weak self] in self?.resultInterval.text = "\(Int($0))분 마다 갱신" }
    }

    @IBAction func onBack(_ sender: Any) {
        self.dismiss(animated: true)
    }
}
