import UIKit

class FruitCell: UITableViewCell {
    @IBOutlet weak var nameLabel: UILabel!
}
