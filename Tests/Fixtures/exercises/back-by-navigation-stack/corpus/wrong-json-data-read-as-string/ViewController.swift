import UIKit

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!
    var paramEmail: String?

    // 폼이 돌려준 인코딩된 값. 받자마자 UserDefaults에도 저장해 둔다.
    var paramData: Data? {
        didSet {
            UserDefaults.standard.set(paramData, forKey: "emailEntry")
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let json = UserDefaults.standard.string(forKey: "emailEntry"),
           let data = json.data(using: .utf8),
           let entry = try? JSONDecoder().decode(EmailEntry.self, from: data) {
            paramEmail = entry.email
        }
        if let paramEmail = paramEmail {
            self.resultEmail.text = paramEmail
        }
    }
}
