import UIKit

struct Profile: Codable {
    var email: String
    var savedAt: Date
}

class ViewController: UIViewController {

    @IBOutlet var resultEmail: UILabel!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let data = UserDefaults.standard.data(forKey: "profile"),
              let profile = try? JSONDecoder().decode(Profile.self, from: data) else { return }
        resultEmail.text = profile.email
    }
}
