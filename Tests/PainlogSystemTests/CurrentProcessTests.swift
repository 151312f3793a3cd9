import Foundation
import Testing

@testable import PainlogSystem

@Suite struct CurrentProcessTests {
    @Test func namesTheUserItRunsAs() {
        #expect(CurrentProcess.userID == getuid())
        #expect(CurrentProcess.effectiveUserID == geteuid())
    }
}
