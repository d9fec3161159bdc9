import UIKit

class FavoritesViewController: UIViewController {
    enum Section {
        case main
    }

    typealias DataSource = UICollectionViewDiffableDataSource<Section, String>
    typealias Snapshot = NSDiffableDataSourceSnapshot<Section, String>

    private var collectionView: UICollectionView!
    private var dataSource: DataSource!
    private let tags = ["sweet", "sour", "crunchy"]

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)

        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemBackground
        collectionView.register(TagCell.self, forCellWithReuseIdentifier: TagCell.identifier)
        collectionView.delegate = self
        view.addSubview(collectionView)
        configureDataSource()
    }

    private func configureDataSource() {
        dataSource = DataSource(collectionView: collectionView) { (collectionView, indexPath, tag) -> UICollectionViewCell? in
            guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TagCell.identifier, for: indexPath) as? TagCell else {
                return UICollectionViewCell()
            }
            cell.titleLabel.text = tag
            return cell
        }
        var snapshot = Snapshot()
        snapshot.appendSections([.main])
        snapshot.appendItems(tags)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension FavoritesViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let tag = dataSource.itemIdentifier(for: indexPath) else { return }
        print("tag \(tag)")
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
