import Foundation
import PortRewriter

// The tool the `PortPlugin` build-tool plugin runs at build time:
//
//     PortRewriterTool [--tests unit|ui] REGISTRATION_OUTPUT (INPUT OUTPUT)...
//
// With --tests, the files are a test target's and get the test rewrites first
// (TestSourceRewriter: `@MainActor` test methods, `import XCUIAutomation`).
// Rewrites the app's original Swift files (INPUT) into generated sources (OUTPUT), and writes
// the module's selector-table registration. Diagnostics go to standard error in the
// compiler's format, naming the original files; any error makes the build fail.

var arguments = Array(CommandLine.arguments.dropFirst())
var testKind: TestSourceRewriter.Kind?
if arguments.first == "--tests" {
    guard arguments.count >= 2, let kind = TestSourceRewriter.Kind(rawValue: arguments[1]) else {
        FileHandle.standardError.write(Data("PortRewriterTool: --tests takes unit or ui\n".utf8))
        exit(64)
    }
    testKind = kind
    arguments.removeFirst(2)
}
guard arguments.count >= 1, arguments.count % 2 == 1 else {
    FileHandle.standardError.write(Data("usage: PortRewriterTool [--tests unit|ui] REGISTRATION_OUTPUT (INPUT OUTPUT)...\n".utf8))
    exit(64)
}
let registrationURL = URL(fileURLWithPath: arguments[0])
var pairs: [(input: String, output: String)] = []
var index = 1
while index + 1 < arguments.count {
    pairs.append((arguments[index], arguments[index + 1]))
    index += 2
}

var sources: [PortRewriter.SourceFile] = []
for pair in pairs {
    guard let data = FileManager.default.contents(atPath: pair.input) else {
        FileHandle.standardError.write(Data("\(pair.input): error: cannot read this file of the app (is the path in port.json right?)\n".utf8))
        exit(1)
    }
    var text = String(decoding: data, as: UTF8.self)
    if let testKind { text = TestSourceRewriter(kind: testKind).rewrite(text).text }
    sources.append(PortRewriter.SourceFile(path: pair.input, text: text))
}

let result = PortRewriter().rewrite(sources)
for diagnostic in result.diagnostics {
    FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
}
do {
    for (file, pair) in zip(result.files, pairs) {
        let output = URL(fileURLWithPath: pair.output)
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.text.utf8).write(to: output)
    }
    try FileManager.default.createDirectory(at: registrationURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(result.registration.text.utf8).write(to: registrationURL)
    // One line per construct for `scripts/port-corpus.sh`.
    let counts = result.counts.sorted { $0.key < $1.key }.map { "\($0.key.rawValue)=\($0.value)" }.joined(separator: ", ")
    print("port: rewrote \(pairs.count) files: \(counts.isEmpty ? "nothing to rewrite" : counts)")
} catch {
    FileHandle.standardError.write(Data("error: cannot write the rewritten sources: \(error)\n".utf8))
    exit(1)
}
exit(result.hasErrors ? 1 : 0)
