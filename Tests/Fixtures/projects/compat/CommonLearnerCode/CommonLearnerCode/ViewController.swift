import UIKit

protocol MyDataDelegate: AnyObject {
    func sendData(_ data: String)
}

class ViewController: UIViewController, UITextFieldDelegate, MyDataDelegate, UITableViewDataSource, UITableViewDelegate {
    @IBOutlet var email: UITextField!
    @IBOutlet weak var tableView: UITableView!
    var items = ["a", "b"]

    override func viewDidLoad() {
        super.viewDidLoad()
        self.view.backgroundColor = .systemBackground
        self.navigationItem.title = "Main"
        self.navigationController?.navigationBar.prefersLargeTitles = true
        email?.delegate = self
        let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
        view.addGestureRecognizer(tap)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { [weak self] in self?.title = "Later" }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hi"; label.textColor = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1.0); label.font = .systemFont(ofSize: 14)
        view.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([label.centerXAnchor.constraint(equalTo: view.centerXAnchor), label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20)])
        tableView?.dataSource = self
        tableView?.delegate = self
        tableView?.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    @objc func dismissKeyboard() { view.endEditing(true) }
    @objc func keyboardWillShow(_ notification: Notification) {}

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        self.view.endEditing(true)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    func sendData(_ data: String) { email.text = data }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }

    @IBAction func onPerformSegue(_ sender: Any) {
        let appDelegate = UIApplication.shared.delegate as! AppDelegate
        appDelegate.sharedEmail = email.text
        let alert = UIAlertController(title: "t", message: "m", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
        alert.addTextField { field in field.placeholder = "x" }
        self.present(alert, animated: true, completion: nil)
        if let rvc = self.storyboard?.instantiateViewController(withIdentifier: "RVC") as? ResultViewController {
            rvc.modalPresentationStyle = .fullScreen
            rvc.modalTransitionStyle = .crossDissolve
            self.navigationController?.pushViewController(rvc, animated: true)
        }
        let ud = UserDefaults.standard
        ud.set(true, forKey: "on"); ud.set(3.5, forKey: "x")
        _ = ud.bool(forKey: "on")
        UIView.animate(withDuration: 0.3) { self.view.alpha = 0.5 }
        self.performSegue(withIdentifier: "ManualSubmit", sender: nil)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "ManualSubmit" {
            let dest = segue.destination as? ResultViewController
            dest?.delegate = self
        }
    }
}

class ResultViewController: UIViewController {
    @IBOutlet var resultEmail: UILabel!
    weak var delegate: MyDataDelegate?
    var paramEmail: String = ""

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        delegate?.sendData("back")
    }

    @IBAction func onBack(_ sender: UIBarButtonItem) {
        self.presentingViewController?.dismiss(animated: true, completion: nil)
        _ = self.navigationController?.popViewController(animated: true)
    }
}

class ListViewController: UITableViewController {
    override func numberOfSections(in tableView: UITableView) -> Int { 1 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "c")
        cell.detailTextLabel?.text = "\(indexPath.section)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
