//
//  ViewController.swift
//  CoreDataEntities
//

import UIKit
import CoreData

/// A list kept in Core Data: the Item entity of CoreDataEntities.xcdatamodeld, whose class Xcode
/// generates ("Class Definition" codegen), so that no file of the project declares it.
class ViewController: UITableViewController {
    let context = (UIApplication.shared.delegate as! AppDelegate).persistentContainer.viewContext
    var items: [Item] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Items"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ItemCell")
        loadItems()
    }

    func loadItems() {
        let request: NSFetchRequest<Item> = Item.fetchRequest()
        items = (try? context.fetch(request)) ?? []
        tableView.reloadData()
    }

    func addItem(named name: String) {
        let item = Item(context: context)
        item.name = name
        item.timestamp = Date()
        try? context.save()
        loadItems()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row].name
        return cell
    }
}
