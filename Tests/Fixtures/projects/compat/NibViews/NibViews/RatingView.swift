import UIKit

/// The "File's Owner is the custom view" pattern: RatingView.xib's owner is a RatingView, whose
/// contentView outlet is the nib's top-level view; used in the storyboard and made in code.
class RatingView: UIView {
    @IBOutlet var contentView: UIView!
    @IBOutlet weak var starsLabel: UILabel!

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        Bundle.main.loadNibNamed("RatingView", owner: self, options: nil)
        addSubview(contentView)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        print("RatingView loaded its nib, starsLabel connected: \(starsLabel != nil)")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        print("RatingView awakeFromNib")
    }

    @IBAction func starTapped(_ sender: UIButton) {
        starsLabel.text = "★★★"
        print("rated")
    }
}
