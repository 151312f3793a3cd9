import PainlogDomain
import PainlogSystem

/// Removes a file, ignoring a file that is not there.
///
/// Returns whether it removed one.
@discardableResult
func unlinkQuietly(_ path: String) -> Bool {
    PartialFiles.unregister(path)
    return (try? FileSystemEntries.removeFile(path)) != nil
}
