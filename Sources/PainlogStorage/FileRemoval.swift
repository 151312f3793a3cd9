import PainlogDomain
import PainlogSystem

#if canImport(Glibc)
    import Glibc
#endif

/// Removes a file, ignoring a file that is not there.
///
/// Returns whether it removed one.
@discardableResult
func unlinkQuietly(_ path: String) -> Bool {
    PartialFiles.unregister(path)
    return unlink(FileSystemPath.cString(path)) == 0
}
