import UIKit

/// The home screen: a RatingView drawn in the storyboard, and three nibs loaded the ways learner
/// projects load them: a custom view whose outlets are on the view itself, a nib of several
/// top-level views whose File's Owner is this controller, and a RatingView made in code.
class HomeViewController: UIViewController {
    @IBOutlet weak var storyboardRating: RatingView!
    @IBOutlet var promoBanner: UIView!
    @IBOutlet weak var newsLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        let card = Bundle.main.loadNibNamed("CardView", owner: nil, options: nil)?.first as? CardView
        card?.titleLabel.text = "Today"
        if let card { view.addSubview(card) }

        let banners = UINib(nibName: "Banners", bundle: nil).instantiate(withOwner: self, options: nil)
        print("Banners.xib: \(banners.map { String(describing: type(of: $0)) }.joined(separator: ", "))")
        print("promoBanner is the second view: \(promoBanner === banners[1] as AnyObject), news: \(newsLabel.text ?? "nil")")
        for case let banner as UIView in banners { view.addSubview(banner) }

        let rating = RatingView(frame: CGRect(x: 0, y: 400, width: 320, height: 44))
        view.addSubview(rating)
    }

    @IBAction func promoTapped(_ sender: UIButton) {
        newsLabel.text = "Promo opened"
    }

    @IBAction func showPopup(_ sender: UIButton) {
        let popup = UINib(nibName: "Popup", bundle: nil).instantiate(withOwner: nil, options: nil)[0] as! PopupViewController
        popup.message = "Saved"
        present(popup, animated: true)
    }
}
