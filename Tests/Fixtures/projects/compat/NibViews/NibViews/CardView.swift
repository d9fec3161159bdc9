import UIKit

/// CardView.xib's top-level view is a CardView: its outlets and its action are on the view.
class CardView: UIView {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var likeButton: UIButton!
    private var likes = 0

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        print("CardView init(coder:), titleLabel connected: \(titleLabel != nil)")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        print("CardView awakeFromNib, titleLabel connected: \(titleLabel != nil)")
        likeButton.setTitle("Like", for: .normal)
    }

    @IBAction func likeTapped(_ sender: UIButton) {
        likes += 1
        titleLabel.text = "Liked \(likes)"
        print("likes: \(likes)")
    }
}
