import Foundation

/// `text` with each line's ` key @…` (the logged entry's key, issue 41) left out, for tests that
/// compare `log`'s line as it was before keys.
func withoutKey(_ text: String) -> String {
    text.replacingOccurrences(of: #" key @[0-9a-f]{8,32}\n"#, with: "\n", options: .regularExpression)
}

/// `text` without the sync's notices that a key grew: the tests' uids are numbered, so they share
/// far more than 8 digits.
func withoutKeyNotices(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains(" is now @") }
        .joined(separator: "\n")
}
