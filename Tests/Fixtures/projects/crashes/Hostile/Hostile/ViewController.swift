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
        case "daemon":
            // A daemon that would outlive the check and hold its output: refused by the launcher.
            let pid = fork()
            if pid == 0 {
                _ = setsid()
                sleep(1000)
                exit(0)
            }
            print("fork \(pid)")
        case "signal":
            // The checker is the parent (without bubblewrap): the app may signal only itself.
            print("signal \(kill(getppid(), 0)) \(kill(-1, 0)) \(setsid()) \(setpgid(0, 0)) \(kill(getpid(), 0))")
        case "fill":
            // 40 MB into its home folder (each file under the file-size limit), then waits.
            let chunk = Data(count: 1 << 20)
            for index in 0..<40 {
                try? chunk.write(to: URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("fill-\(index)"))
            }
            sleep(60)
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
        case let text where text.hasPrefix("exit "):
            // An exit status bubblewrap would give for a signal (137 = 128 + SIGKILL, 152 = 128 + SIGXCPU).
            exit(Int32(text.dropFirst(5)) ?? 1)
        default:
            print("normal")
        }
    }
}

class ResultViewController: UIViewController {
    @IBOutlet var resultEmail: UILabel!
}
