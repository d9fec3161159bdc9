import UIKit

/// What untrusted code might do. The text typed into `email` chooses the behaviour.
class ViewController: UIViewController {

    @IBOutlet var email: UITextField!

    @IBAction func onPerformSegue(_ sender: Any) {
        switch email.text ?? "" {
        case "loop":
            var counter = 0
            while true { counter &+= 1 }
        case "crash":
            fatalError("boom")
        case "print":
            let line = String(repeating: "x", count: 1023)
            for _ in 0..<(100 * 1024) { print(line) }
        case "fork":
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "for i in $(seq 200); do sleep 1000 & done; wait"]
            try? process.run()
            process.waitUntilExit()
        case "home":
            let file = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("workbook-hostile-home.txt")
            try? "written".write(to: file, atomically: true, encoding: .utf8)
            print("wrote \(file.path)")
        case let text where text.hasPrefix("read "):
            let path = String(text.dropFirst(5))
            if let contents = try? String(contentsOfFile: path, encoding: .utf8) {
                print("read: \(contents)")
            } else {
                print("cannot read \(path)")
            }
        case "sleep":
            sleep(60)
        case "exit":
            exit(0)
        default:
            print("normal")
        }
    }
}

class ResultViewController: UIViewController {
    @IBOutlet var resultEmail: UILabel!
}
