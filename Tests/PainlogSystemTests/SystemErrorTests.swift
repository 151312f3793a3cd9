import Foundation
import Testing

@testable import PainlogSystem

@Suite struct SystemErrorTests {
    @Test func isShownInTheCLibrarysWords() {
        #expect(SystemError(code: ENOENT).description == String(cString: strerror(ENOENT)))
        #expect(SystemError.badDescriptor == SystemError(code: EBADF))
        #expect("\(SystemError(code: ENOSPC))" == String(cString: strerror(ENOSPC)))
    }

    @Test func namesTheNumbersItsCallersTellApart() {
        #expect(SystemError(code: ENOENT).isMissing && !SystemError(code: EEXIST).isMissing)
        #expect(SystemError(code: EEXIST).isNameTaken && !SystemError(code: ENOENT).isNameTaken)
        #expect(SystemError(code: ELOOP).isSymbolicLink)
        #expect(SystemError(code: EINTR).isInterrupted && !SystemError(code: EAGAIN).isInterrupted)
        #expect(SystemError(code: ENOSPC).isDiskFull && SystemError(code: EDQUOT).isDiskFull)
        #expect(!SystemError(code: EIO).isDiskFull)
    }

    @Test func lastIsTheErrorTheLastFailedCallLeft() {
        let removed = unlink("/nonexistent-painlog-folder/file")
        let error = SystemError.last
        #expect(removed != 0 && error == SystemError(code: ENOENT))
    }
}
