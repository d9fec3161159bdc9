import UIKit

/// A screen built in code, the way tutorials without storyboards build it.
class ListViewController: UIViewController {
    private let countLabel = UILabel()
    private let openButton = UIButton(type: .system)
    private var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
        view.backgroundColor = .systemBackground

        countLabel.text = "0 items"
        countLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(countLabel)

        openButton.setTitle("Open", for: .normal)
        openButton.addTarget(self, action: #selector(openTapped), for: .touchUpInside)
        view.addSubview(openButton)

        // An icon button: no title, reached by its accessibility identifier.
        let plusButton = UIButton(type: .system)
        plusButton.setImage(UIImage(systemName: "plus"), for: .normal)
        plusButton.accessibilityIdentifier = "addButton"
        plusButton.addTarget(self, action: #selector(addTapped(_:)), for: .touchUpInside)
        view.addSubview(plusButton)

        // An icon button that nothing names.
        let infoButton = UIButton(type: .infoLight)
        view.addSubview(infoButton)

        // A label made tappable with a tap recognizer (labels ignore touches until told otherwise).
        let helpLabel = UILabel()
        helpLabel.text = "Tap for help"
        helpLabel.accessibilityIdentifier = "help"
        helpLabel.isUserInteractionEnabled = true
        helpLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(helpTapped(_:))))
        view.addSubview(helpLabel)

        // The classic slip: a recognizer on an image view whose isUserInteractionEnabled stays false.
        let logoView = UIImageView(image: UIImage(systemName: "star"))
        logoView.accessibilityIdentifier = "logo"
        logoView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(logoTapped)))
        view.addSubview(logoView)

        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: #selector(clearTapped))
        NSLayoutConstraint.activate([
            countLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            countLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    @objc func openTapped() {
        navigationController?.pushViewController(DetailViewController(), animated: true)
    }

    @objc func addTapped(_ sender: UIButton) {
        count += 1
        countLabel.text = "\(count) items"
    }

    @objc func helpTapped(_ recognizer: UITapGestureRecognizer) {
        print("help tapped, state \(recognizer.state == .ended ? "ended" : "other")")
    }

    @objc func logoTapped() {
        print("logo tapped")
    }

    @objc func clearTapped() {
        count = 0
        countLabel.text = "0 items"
    }
}
