import Foundation
import Testing

@testable import PainlogSystem

@Suite struct TerminalTests {
    @Test func aPipeIsNoTerminalAndHasNoWidth() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { for end in ends { close(end) } }

        #expect(!Terminal.isTerminal(ends[0]))
        #expect(Terminal.columns(of: ends[1]) == nil)
        #expect(!Terminal.isTerminal(-1))
    }

    @Test func aPseudoTerminalIsOneWithTheWidthItWasGiven() throws {
        var controller: Int32 = -1
        var terminal: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 97, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&controller, &terminal, nil, nil, &size) == 0 else {
            try Test.cancel("skipped: no pseudo-terminal can be made here (openpty: \(SystemError.last))")
        }
        defer {
            close(terminal)
            close(controller)
        }

        #expect(Terminal.isTerminal(terminal))
        #expect(Terminal.columns(of: terminal) == 97)
    }
}
