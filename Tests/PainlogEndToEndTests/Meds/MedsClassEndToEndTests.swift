import Foundation
import Testing

/// `painlog meds class NAME CLASS` through the built binary (issue 25, part 3): one undo step, and
/// bad input that exits as the contract says and changes nothing.
@Suite struct MedsClassEndToEndTests {
    private func diary() throws -> PainlogSandbox {
        let sandbox = try PainlogSandbox()
        for day in 13...22 {
            #expect(
                try sandbox.run(["log", "6", "-a", "head", "-m", "Sumamigren 50mg", "--at", "2026-11-\(day)T08:00"])
                    .status
                    == 0)
        }
        return sandbox
    }

    @Test func aBrandSetToTriptanIsFlaggedAndUndoTakesItBack() throws {
        let sandbox = try diary()
        let set = try sandbox.run(["meds", "class", "sumamigren", "triptan"])
        #expect(set.status == 0 && set.stderr.isEmpty, "\(set)")
        #expect(
            set.stdout
                == "Sumamigren: triptan, as set (not in painlog's table); counts for overuse from 10 days in 30.\n")
        let overuse = try sandbox.run(["meds", "--overuse", "--json"])
        #expect(String(decoding: overuse.stdoutBytes, as: UTF8.self).contains("\"class\":\"triptan\",\"days\":10"))
        let undo = try sandbox.run(["undo"])
        #expect(undo.status == 0 && undo.stdout.hasPrefix("Undid meds class 'Sumamigren' triptan"), "\(undo)")
        let after = try sandbox.run(["meds", "--overuse", "--json"])
        #expect(String(decoding: after.stdoutBytes, as: UTF8.self).hasSuffix("\"flags\":[]}\n"))
    }

    @Test(
        "bad input exits as the contract says and changes nothing",
        arguments: [
            (["meds", "class", "Sumamigren", "nsaid"], Int32(64), ["nsaid", "simple_analgesic", "auto"]),
            (
                ["meds", "class", "Sumamigrn", "triptan"], Int32(1),
                ["Sumamigrn", "did you mean 'Sumamigren'?", "painlog meds"]
            ),
            (["meds", "class", "Sumamigren 50mg", "triptan"], Int32(64), ["Sumamigren 50mg", "dose"]),
            (["meds", "class", "Sumamigren"], Int32(64), ["class"]),
        ] as [([String], Int32, [String])])
    func badInput(arguments: [String], status: Int32, naming: [String]) throws {
        let sandbox = try diary()
        let before = try sandbox.dump()
        let run = try sandbox.run(arguments)
        expectError(run, status: status, naming: naming)
        #expect(try sandbox.dump() == before)
    }
}
