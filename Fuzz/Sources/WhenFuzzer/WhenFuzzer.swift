import Foundation
import FuzzSupport
import PainlogDomain
import PainlogSystem

// Fuzzes the WHEN parser and the ISO 8601 reader on arbitrary text, in several zones and at
// several "now"s (daylight-saving days among them):
// - every rejection is a usage error; `--since` and `--until` accept the same texts, and the
//   bounds are ordered; an accepted `--at` lies within them and at most 60 s ahead;
// - an accepted `--at` written as ISO 8601 parses back, by both readers, to the same timestamp;
// - when `--at` names a wall-clock time the clocks showed twice, it took the earlier instant, and the
//   offset it reports for the other one gives a later instant showing the same wall-clock time;
// - a text `Timestamp(iso8601:)` accepts reads as the same instant as a WHEN value.

/// Where and when the parser runs: a zone and the instant "now" is.
private struct Context {
    let name: String
    let zone: TimeZoneRules
    let now: Int64

    init(_ identifier: String, now: Int64) {
        guard let zone = TimeZoneRules(identifier: identifier) else { fatalError("tzdata lacks \(identifier)") }
        self.name = identifier
        self.zone = zone
        self.now = now
    }
}

/// 2026-11-22T14:45:30Z, as in the parser's unit tests.
private let winter: Int64 = 1_795_358_730

private let contexts = [
    Context("Europe/Berlin", now: winter),
    // 2026-03-29T01:30:00Z: 03:30 in Berlin, an hour after the clocks went forward.
    Context("Europe/Berlin", now: 1_774_747_800),
    // 2026-11-01T06:30:00Z: 01:30 in New York, in the hour the clocks repeat.
    Context("America/New_York", now: 1_793_521_800),
    // A half-hour change, and offsets of +05:45 and +14:00.
    Context("Australia/Lord_Howe", now: winter),
    Context("Asia/Kathmandu", now: winter),
    Context("Pacific/Kiritimati", now: winter),
]

private let maximumOffset = 18 * 3600

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = inputText(data, size)
    for context in contexts {
        checkWhen(text, in: context)
    }
    checkISO8601(text)
    return 0
}

/// The value, or nil after checking that the rejection is a usage error.
private func accepted<T>(_ role: String, _ text: String, _ parse: () throws(PainlogError) -> T) -> T? {
    do {
        return try parse()
    } catch {
        invariant(error.kind == .usage, "\(role) \(text.debugQuoted) threw a \(error.kind) error: \(error.message)")
        invariant(!error.message.contains("\n"), "\(role) error message spans lines: \(error.message.debugQuoted)")
        return nil
    }
}

private func checkWhen(_ text: String, in context: Context) {
    let parser = WhenParser(now: context.now, zone: context.zone)
    let place = "\(text.debugQuoted) in \(context.name) at \(context.now)"
    let reading = accepted("--at", text) { () throws(PainlogError) in try parser.entryReading(text) }
    let at = reading?.time
    let since = accepted("--since", text) { () throws(PainlogError) in try parser.lowerBound(text) }
    let until = accepted("--until", text) { () throws(PainlogError) in try parser.upperBound(text) }

    invariant((since == nil) == (until == nil), "--since and --until disagree on \(place)")
    if let since, let until {
        invariant(since < until, "--since \(since) is not before --until \(until) for \(place)")
    }
    guard let at else { return }
    guard let since, let until else {
        fatalError("invariant broken: --at accepts \(place), but --since does not")
    }
    invariant(at.seconds <= context.now + 60, "--at \(place) is \(at.iso8601), in the future")
    invariant(abs(at.offset) <= maximumOffset, "--at \(place) has offset \(at.offset)")
    invariant(since <= at.seconds && at.seconds < until, "--at \(place) is \(at.seconds), outside [\(since), \(until))")
    if let secondOffset = reading?.secondOffset {
        let other = at.local.secondsSinceLocalEpoch - Int64(secondOffset)
        invariant(
            other > at.seconds && context.zone.timestamp(at: other).local == at.local,
            "--at \(place) is \(at.iso8601), but the repeated reading with offset \(secondOffset) is not a later same time"
        )
    }

    // What painlog writes for the entry reads back as the same timestamp, whichever reader reads it.
    let written = at.iso8601
    invariant(Timestamp(iso8601: written) == at, "--at \(place) is written \(written), which reads back differently")
    let reread = accepted("--at", written) { () throws(PainlogError) in try parser.entryTime(written) }
    invariant(reread == at, "--at \(place) is written \(written), which --at reads as \(String(describing: reread))")
}

private func checkISO8601(_ text: String) {
    guard let time = Timestamp(iso8601: text) else { return }
    invariant(abs(time.offset) <= maximumOffset, "\(text.debugQuoted) has offset \(time.offset)")
    let written = time.iso8601
    invariant(written.utf8.count == 25, "\(text.debugQuoted) is written \(written.debugQuoted)")
    invariant(
        Timestamp(iso8601: written) == time, "\(text.debugQuoted) is written \(written), which reads back differently")
    // Every ISO 8601 form is also a WHEN form, naming the same instant.
    for context in contexts {
        let parser = WhenParser(now: context.now, zone: context.zone)
        let since = accepted("--since", text) { () throws(PainlogError) in try parser.lowerBound(text) }
        invariant(
            since == time.seconds,
            "\(text.debugQuoted) is \(time.seconds), but --since reads \(String(describing: since))")
    }
}
