import Foundation
import Testing

/// The real `age` and `age-keygen` for the end-to-end tests, or a skip naming the package.
enum RealAgeTool {
    static func require() throws -> (age: String, keygen: String) {
        let age = try SystemTools.require("age", package: "age")
        let keygen = try SystemTools.require("age-keygen", package: "age")
        return (age, keygen)
    }
}

extension PainlogSandbox {
    /// The identity file painlog uses in the sandbox (`HOME` is the folder).
    var identityPath: String { path(".config/painlog/identity.txt") }

    func bytes(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path(name)))
    }

    func permissions(_ name: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path(name))
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: path(name))
    }
}
