import UIKit

private let reuseIdentifier = "PhotoCell"

class GalleryViewController: UICollectionViewController {
    let fruits = ["Apple", "Banana", "Cherry", "Grape"]

    override func viewDidLoad() {
        super.viewDidLoad()

        // Uncomment the following line to preserve selection between presentations
        // self.clearsSelectionOnViewWillAppear = false

        if let layout = collectionViewLayout as? UICollectionViewFlowLayout {
            print("item size \(Int(layout.itemSize.width))x\(Int(layout.itemSize.height)), spacing \(Int(layout.minimumLineSpacing))")
        }

        collectionView.refreshControl = UIRefreshControl()
        collectionView.refreshControl?.addTarget(self, action: #selector(reload), for: .valueChanged)
    }

    @objc private func reload() {
        print("reloading: \(collectionView.refreshControl?.isRefreshing == true)")
        collectionView.reloadData()
        collectionView.refreshControl?.endRefreshing()
    }

    // MARK: - Navigation

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showDetail",
           let cell = sender as? PhotoCell,
           let indexPath = collectionView.indexPath(for: cell),
           let detail = segue.destination as? DetailViewController {
            detail.fruit = fruits[indexPath.item]
            print("selected in prepare: \(collectionView.indexPathsForSelectedItems?.map(\.item) ?? [])")
        }
    }

    // MARK: UICollectionViewDataSource

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        return 1
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return fruits.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath) as! PhotoCell
        cell.configure(with: fruits[indexPath.item])
        return cell
    }

    // MARK: UICollectionViewDelegate

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        print("selected item \(indexPath.item)")
    }
}

extension GalleryViewController: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        let width = (collectionView.bounds.width - 30) / 2
        return CGSize(width: width, height: width + 30)
    }
}
