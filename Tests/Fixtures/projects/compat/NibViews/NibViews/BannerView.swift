import UIKit

class BannerView: UIView {
    @IBOutlet weak var textLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        print("BannerView awakeFromNib, text: \(textLabel.text ?? "nil")")
    }
}
