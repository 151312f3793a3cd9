// Writes a Swift file that holds the exact text of each migration file given on the command line.
// Usage: MigrationEmbedderTool OUTPUT.swift FILE.sql...
import Foundation
import PainlogChecksum

let arguments = CommandLine.arguments.dropFirst()
guard let outputPath = arguments.first else {
    FileHandle.standardError.write(Data("usage: MigrationEmbedderTool OUTPUT.swift FILE.sql...\n".utf8))
    exit(64)
}

/// A Swift string literal whose value is exactly `text`: every character that is not plain
/// printable ASCII is written as a `\u{…}` escape, so nothing is normalised by the compiler.
func swiftLiteral(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": literal += "\\\""
        case "\\": literal += "\\\\"
        case " "..."~": literal.unicodeScalars.append(scalar)
        default: literal += "\\u{" + String(scalar.value, radix: 16) + "}"
        }
    }
    return literal + "\""
}

var source = """
    // Generated at build time by MigrationEmbedderTool from migrations/*.sql. Do not edit.

    extension EmbeddedMigrations {
        /// The migration files, in file-name order, exactly as they are in `migrations/`.
        static let files: [EmbeddedMigrationFile] = [

    """
for path in arguments.dropFirst() {
    let url = URL(fileURLWithPath: path)
    let data = try Data(contentsOf: url)
    guard let text = String(data: data, encoding: .utf8) else {
        FileHandle.standardError.write(Data("error: \(path) is not UTF-8\n".utf8))
        exit(65)
    }
    source += "        EmbeddedMigrationFile(\n"
    source += "            fileName: \(swiftLiteral(url.lastPathComponent)),\n"
    source += "            sql: \(swiftLiteral(text)),\n"
    source += "            checksum: \(swiftLiteral(SHA256.hex(of: text.utf8)))),\n"
}
source += "    ]\n}\n"
let output = URL(fileURLWithPath: outputPath)
if (try? String(contentsOf: output, encoding: .utf8)) != source {
    try source.write(to: output, atomically: true, encoding: .utf8)
}
