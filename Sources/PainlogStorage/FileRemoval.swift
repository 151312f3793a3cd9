internal import Foundation

/// Removes a file, ignoring a file that is not there. Returns whether it removed one.
@discardableResult
func unlinkQuietly(_ path: String) -> Bool {
    unlink(path) == 0
}
