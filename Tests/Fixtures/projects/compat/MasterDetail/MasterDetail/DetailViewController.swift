//
//  DetailViewController.swift
//  MasterDetail
//

import UIKit

class DetailViewController: UIViewController {

    @IBOutlet weak var detailDescriptionLabel: UILabel!


    func configureView() {
        // Update the user interface for the detail item.
        if let detail = detailItem {
            if let label = detailDescriptionLabel {
                label.text = detail.description
            }
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view.
        configureView()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("detail appears in \(navigationController.map { "\(type(of: $0))" } ?? "nil"), moving to parent: \(isMovingToParent)")
    }

    var detailItem: String? {
        didSet {
            // Update the view.
            configureView()
        }
    }


}

