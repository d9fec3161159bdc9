import Foundation
#if canImport(Glibc)
import Glibc
#endif

// workbook-fuzz: a bounded, seeded, mutation-based fuzz loop over the storyboard importer, the
// Core Data model importer, the checks parser and the chapter parser. Inputs run in a child worker (this executable, re-run
// with --worker), so a trap or a stack overflow is a finding instead of the end of the run.
// See docs/fuzzing.md.

let usage = """
    usage: workbook-fuzz [--target storyboard|model|checks|chapter|all] [--seconds N] [--seed S] [--runs N]
                         [--corpus DIR] [--crashes DIR] [--root DIR] [--max-size BYTES] [--timeout SECONDS]
           workbook-fuzz --replay --target T FILE…   (runs the files in this process, prints each outcome)

      --seconds N     fuzzing time per target (default 40)
      --seed S        random seed (default 1); the same seed and --runs replay the same inputs
      --runs N        stop a target after N executions (default: only the time bounds it)
      --corpus DIR    extra seeds from DIR/<target>/, and inputs with new outcomes saved there
      --crashes DIR   where crashing and hanging inputs are saved (default Tests/Fixtures/fuzz-crashes)
      --root DIR      the repository, for the seeds (default: the current directory)
      --timeout S     an input running longer is a hang (default 2)
      --known DIR     reproducers already reported, DIR/<target>/*: a crash at the same place
                      (trap and first project frame) is counted as known and does not fail the run
    exits 1 if any crash or hang was found that is not known.
    """

struct Options {
    var targets: [FuzzTarget] = FuzzTarget.allCases
    var seconds: Double = 40
    var seed: UInt64 = 1
    var runs: Int = .max
    var corpus: URL?
    var crashes: URL?
    var root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    var maximumSize = 1 << 20
    var timeout: Double = 2
    var replay: [String]?
    var known: URL?
}

/// Unbuffered, so that findings appear as they are found, also in a log file.
func say(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("workbook-fuzz: \(message)\n\(usage)\n".utf8))
    exit(2)
}

func number<Value: LosslessStringConvertible>(_ text: String, _ option: String) -> Value {
    guard let value = Value(text) else { fail("\(option) takes a number, not \(text)") }
    return value
}

func parseOptions(_ arguments: [String]) -> Options {
    var options = Options()
    var index = 0
    func value() -> String {
        index += 1
        guard index < arguments.count else { fail("\(arguments[index - 1]) needs a value") }
        return arguments[index]
    }
    while index < arguments.count {
        let argument = arguments[index]
        switch argument {
        case "--target":
            let name = value()
            if name == "all" { options.targets = FuzzTarget.allCases } else {
                guard let target = FuzzTarget(rawValue: name) else { fail("unknown target \(name)") }
                options.targets = [target]
            }
        case "--seconds": options.seconds = number(value(), argument)
        case "--seed": options.seed = number(value(), argument)
        case "--runs": options.runs = number(value(), argument)
        case "--corpus": options.corpus = URL(fileURLWithPath: value())
        case "--crashes": options.crashes = URL(fileURLWithPath: value())
        case "--root": options.root = URL(fileURLWithPath: value())
        case "--max-size": options.maximumSize = number(value(), argument)
        case "--timeout": options.timeout = number(value(), argument)
        case "--known": options.known = URL(fileURLWithPath: value())
        case "--replay": options.replay = []
        case "-h", "--help": say(usage); exit(0)
        default:
            if options.replay != nil && !argument.hasPrefix("--") { options.replay?.append(argument) } else { fail("unknown option \(argument)") }
        }
        index += 1
    }
    return options
}

struct Finding {
    let kind: String  // crash or hang
    let reason: String
    let file: URL
}

struct Summary {
    let target: FuzzTarget
    var seeds = 0
    var executions = 0
    var seconds = 0.0
    var crashes: [Finding] = []
    var known = 0
    var hangs: [Finding] = []
    var flaky = 0
    var outcomes = 0
    var newOutcomes = 0
}

func save(_ input: [UInt8], kind: String, target: FuzzTarget, in folder: URL) -> URL {
    let directory = folder.appendingPathComponent(target.rawValue)
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("\(kind)-\(contentHash(input)).\(target.fileExtension)")
    try? Data(input).write(to: file)
    return file
}

func fuzz(_ target: FuzzTarget, options: Options, scratch: URL) -> Summary {
    var summary = Summary(target: target)
    var pool: [[UInt8]] = target.seedFiles(root: options.root).compactMap { try? Array(Data(contentsOf: $0)) }
    if let corpus = options.corpus?.appendingPathComponent(target.rawValue) {
        let files = (try? FileManager.default.contentsOfDirectory(at: corpus, includingPropertiesForKeys: nil)) ?? []
        pool += files.sorted { $0.path < $1.path }.compactMap { try? Array(Data(contentsOf: $0)) }
    }
    summary.seeds = pool.count
    guard !pool.isEmpty else {
        say("\(target.rawValue): no seeds under \(options.root.path)")
        return summary
    }
    let crashFolder = options.crashes ?? options.root.appendingPathComponent("Tests/Fixtures/fuzz-crashes")
    // Each target gets its own stream of random numbers from the seed.
    var mutator = Mutator(seed: options.seed &* 0x9E37_79B9 &+ UInt64(FuzzTarget.allCases.firstIndex(of: target)!),
                          tokens: target.tokens, nesting: target.nesting, maximumSize: options.maximumSize)
    var outcomes = Set<String>()
    var savedPerReason: [String: Int] = [:]
    var signaturesByReason: [String: [String: Int]] = [:]
    let start = Date()
    let deadline = start.addingTimeInterval(options.seconds)
    var worker: WorkerProcess?
    var workerRuns = 0

    func freshWorker() -> WorkerProcess {
        do { return try WorkerProcess(target: target, scratch: scratch) } catch { fail("cannot start a worker: \(error)") }
    }
    /// Where `input` traps: its signature from a worker that prints a backtrace.
    func signature(of input: [UInt8]) -> String? {
        let traced: WorkerProcess
        do { traced = try WorkerProcess(target: target, scratch: scratch, backtrace: true) } catch { return nil }
        defer { traced.stop() }
        if case .died(let reason) = traced.run(input, timeout: 60) { return traced.signature(reason: reason) }
        return nil
    }
    var knownSignatures = Set<String>()
    if let known = options.known?.appendingPathComponent(target.rawValue) {
        let files = (try? FileManager.default.contentsOfDirectory(at: known, includingPropertiesForKeys: nil)) ?? []
        for file in files.sorted(by: { $0.path < $1.path }) where file.lastPathComponent.hasPrefix("crash-") {
            if let data = try? Data(contentsOf: file), let signature = signature(of: Array(data)) { knownSignatures.insert(signature) }
        }
        if !knownSignatures.isEmpty {
            say("\(target.rawValue): known traps: \(knownSignatures.sorted().joined(separator: "; "))")
        }
    }

    /// Runs `input` alone in a new worker: does it fail again the same way?
    func confirm(_ input: [UInt8]) -> WorkerProcess.Result {
        let alone = freshWorker()
        defer { alone.stop() }
        return alone.run(input, timeout: options.timeout)
    }

    // The seeds run first, unchanged: their outcomes are the starting set.
    var queue = pool
    while Date() < deadline && summary.executions < options.runs {
        let input: [UInt8]
        if !queue.isEmpty {
            input = queue.removeFirst()
        } else {
            let seed = pool[mutator.int(pool.count)]
            let other = pool[mutator.int(pool.count)]
            input = mutator.mutate(seed, other: other)
        }
        if worker == nil || workerRuns >= 5000 {
            worker?.stop()
            worker = freshWorker()
            workerRuns = 0
        }
        summary.executions += 1
        workerRuns += 1
        switch worker!.run(input, timeout: options.timeout) {
        case .outcome(let outcome):
            if outcomes.insert(outcome).inserted {
                if summary.executions > summary.seeds {
                    summary.newOutcomes += 1
                    // Bounded: the pool in memory, and the corpus on disk (small inputs, 2,000 per run).
                    if pool.count < 5000 { pool.append(input) }
                    if let corpus = options.corpus, input.count <= 64 * 1024, summary.newOutcomes <= 2000 {
                        _ = save(input, kind: "outcome", target: target, in: corpus)
                    }
                }
            }
        case .died(let reason):
            worker?.stop()
            worker = nil
            switch confirm(input) {
            case .died(let reason):
                // The same trap is found again and again: trace the first few, keep three inputs of each.
                // Tracing takes a second or more: after five traces of the same trap message, assume
                // the place seen most often.
                let again: String
                if let seen = signaturesByReason[reason], seen.values.reduce(0, +) >= 5 {
                    again = seen.max { $0.value < $1.value }!.key
                } else {
                    again = signature(of: input) ?? reason
                    signaturesByReason[reason, default: [:]][again, default: 0] += 1
                }
                if knownSignatures.contains(again) {
                    summary.known += 1
                    break
                }
                savedPerReason[again, default: 0] += 1
                let file = savedPerReason[again]! <= 3 ? save(input, kind: "crash", target: target, in: crashFolder)
                                                      : crashFolder.appendingPathComponent("\(target.rawValue)/(not saved: same trap)")
                summary.crashes.append(Finding(kind: "crash", reason: again, file: file))
                if savedPerReason[again] == 1 {
                    say("\(target.rawValue): CRASH (\(again)) saved to \(file.path)")
                }
            case .timedOut:
                let file = save(input, kind: "hang", target: target, in: crashFolder)
                summary.hangs.append(Finding(kind: "hang", reason: "after dying once: \(reason)", file: file))
                say("\(target.rawValue): HANG saved to \(file.path)")
            case .outcome:
                summary.flaky += 1
                say("\(target.rawValue): a worker died (\(reason)) but the input alone does not crash; counted as flaky")
            }
        case .timedOut:
            worker?.stop()
            worker = nil
            if case .timedOut = confirm(input) {
                let file = save(input, kind: "hang", target: target, in: crashFolder)
                summary.hangs.append(Finding(kind: "hang", reason: "longer than \(options.timeout) s", file: file))
                say("\(target.rawValue): HANG (longer than \(options.timeout) s) saved to \(file.path)")
            } else {
                summary.flaky += 1
            }
        }
    }
    worker?.stop()
    summary.seconds = Date().timeIntervalSince(start)
    summary.outcomes = outcomes.count
    return summary
}

// MARK: - Entry

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--worker" {
    guard arguments.count == 2, let target = FuzzTarget(rawValue: arguments[1]) else { fail("--worker needs a target") }
    workerMain(target: target)
}

let options = parseOptions(arguments)
if let files = options.replay {
    guard options.targets.count == 1, let target = options.targets.first else { fail("--replay needs one --target") }
    for path in files {
        guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
        say("\(path): \(target.run(Array(data)))\n  \(target.detail(Array(data)))")
    }
    exit(0)
}

signal(SIGPIPE, SIG_IGN)
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-fuzz-\(getpid())")
try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)

var summaries: [Summary] = []
for target in options.targets {
    let summary = fuzz(target, options: options, scratch: scratch)
    say("\(target.rawValue): \(summary.executions) executions in \(Int(summary.seconds)) s, \(summary.crashes.count) crashes, \(summary.known) known, \(summary.hangs.count) hangs, \(summary.newOutcomes) new outcomes")
    summaries.append(summary)
}

say("")
say("target      seeds  executions   exec/s  crashes  known  hangs  flaky  outcomes (new)")
for summary in summaries {
    let rate = summary.seconds > 0 ? Double(summary.executions) / summary.seconds : 0
    let line = [summary.target.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0),
                String(summary.seeds).leftPadded(6), String(summary.executions).leftPadded(11),
                String(format: "%8.0f", rate), String(summary.crashes.count).leftPadded(8), String(summary.known).leftPadded(6), String(summary.hangs.count).leftPadded(6),
                String(summary.flaky).leftPadded(6), "\(summary.outcomes) (\(summary.newOutcomes))".leftPadded(15)]
    say(line.joined(separator: " "))
}
let findings = summaries.flatMap { $0.crashes + $0.hangs }
var listed = Set<String>()
for finding in findings where !finding.file.path.hasSuffix("(not saved: same trap)") && listed.insert(finding.file.path).inserted {
    say("\(finding.kind): \(finding.file.path)\n  \(finding.reason)")
}
let unique = Set(findings.map { "\($0.kind) \($0.reason)" }).count
if !findings.isEmpty { say("\(findings.count) failing inputs, \(unique) distinct traps or hangs") }
try? FileManager.default.removeItem(at: scratch)
exit(findings.isEmpty ? 0 : 1)

extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
