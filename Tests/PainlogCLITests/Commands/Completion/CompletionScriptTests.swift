import ArgumentParser
import Testing

@testable import PainlogCLI

/// painlog's completion scripts are argument-parser's with its own name completion put in: every
/// call that let a shell expand the names is gone (the end-to-end tests run them in the shells).
@Suite struct CompletionScriptTests {
    @Test func bashNeverGivesNamesToCompgen() {
        let script = CompletionScript.text(for: .bash)

        #expect(!script.contains("$(__painlog_custom_complete"))
        #expect(script.contains("__painlog_add_names ---completion log -- --area\n"))
        #expect(script.contains("__painlog_add_names ---completion areas rename -- positional@0\n"))
        #expect(script.contains("[0-9]*)"), "the short form")
    }

    @Test func zshAndFishCallPainlogsOwnNameCompletion() {
        let zsh = CompletionScript.text(for: .zsh)
        let fish = CompletionScript.text(for: .fish)

        #expect(!zsh.contains("{__painlog_custom_complete "))
        #expect(zsh.contains("{__painlog_add_names ---completion log -- --area}"))
        #expect(!fish.contains("(__painlog_custom_completion "))
        #expect(fish.contains("(__painlog_names ---completion log -- --area)"))
    }

    @Test func argumentParsersScriptIsReplacedAndNothingElse() {
        for shell in CompletionShell.allCases {
            #expect(
                CompletionScript.replacing(Painlog.completionScript(for: shell)) == CompletionScript.text(for: shell))
        }
        #expect(CompletionScript.replacing("painlog 0.2.0") == nil)
        #expect(CompletionScript.replacing("#1\nneck") == nil, "names that start with '#'")
    }
}
