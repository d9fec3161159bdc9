import UIKit

class ItemCell: UITableViewCell {
    @IBOutlet weak var nameLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        print("cell from nib, label connected: \(nameLabel != nil)")
    }
}
