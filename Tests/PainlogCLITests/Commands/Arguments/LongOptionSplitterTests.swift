import Testing

@testable import PainlogCLI

/// Which arguments the splitter hands to ArgumentParser as `--name value`, and which it leaves alone.
@Suite struct LongOptionSplitterTests {
    @Test(arguments: [
        // ArgumentParser would glue `=` and the first scalar into one Character: split.
        (["log", "3", "--note=\u{301}abc"], ["log", "3", "--note", "\u{301}abc"]),
        (["list", "--area=\u{FF9F}x"], ["list", "--area", "\u{FF9F}x"]),
        (["log", "3", "--tag=\u{200D}"], ["log", "3", "--tag", "\u{200D}"]),
        // A prepended mark before `=` glues it to the name's last Character: split.
        (["log", "3", "--note\u{600}=x"], ["log", "3", "--note\u{600}", "x"]),
        // Nothing after `=`: the empty value, not the next argument.
        (["log", "5", "--note=", "--area", "head"], ["log", "5", "--note", "", "--area", "head"]),
        // Read right already: left alone (a value starting with `-` stays attached).
        (
            ["log", "3", "--note=abc", "--area=-neck", "--at==x"],
            ["log", "3", "--note=abc", "--area=-neck", "--at==x"]
        ),
        // Not a long option, or after `--`: left alone.
        (
            ["log", "3", "-n=\u{301}a", "--=\u{301}", "--", "--note=\u{301}a", "--x="],
            ["log", "3", "-n=\u{301}a", "--=\u{301}", "--", "--note=\u{301}a", "--x="]
        ),
    ])
    func splitsOnlyWhatArgumentParserWouldMisread(arguments: [String], expected: [String]) {
        let normalized = LongOptionSplitter.normalized(arguments)
        #expect(normalized.map { Array($0.unicodeScalars) } == expected.map { Array($0.unicodeScalars) })
    }
}
