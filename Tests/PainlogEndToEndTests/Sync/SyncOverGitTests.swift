import Foundation
import Testing

/// Real transport: two diaries whose sync folders are two clones of one bare git repository, the
/// files carried by commit, push and pull as a person would.
@Suite struct SyncOverGitTests {
    @Test func twoDiariesStayInStepThroughAGitRemote() throws {
        let git = try SystemTools.require("git", package: "git")
        let painlog = try PainlogSandbox(environment: [
            "GIT_AUTHOR_NAME": "painlog test", "GIT_AUTHOR_EMAIL": "test@example.invalid",
            "GIT_COMMITTER_NAME": "painlog test", "GIT_COMMITTER_EMAIL": "test@example.invalid",
            "GIT_CONFIG_NOSYSTEM": "1",
        ])
        let setUp = try painlog.runShell(
            """
            set -e
            \(git) init -q --bare remote.git
            \(git) clone -q remote.git laptop 2>/dev/null
            \(git) clone -q remote.git desktop 2>/dev/null
            """)
        #expect(setUp.status == 0, "\(setUp)")
        let diaries = try SyncedDiaries(painlog, folder: "unused")

        /// Sync diary `name` in its clone, then commit and push what changed (pulling first, rebasing
        /// on the other clone's commits: each diary writes only its own file, so they never conflict).
        func syncAndPush(_ name: String, clone: String, at minute: Int) throws {
            let pull = try painlog.runShell("cd \(clone) && (\(git) pull -q --rebase 2>&1 || true)")
            #expect(pull.status == 0, "\(pull)")
            try diaries.run(name, ["sync", painlog.path(clone)], at: minute)
            let push = try painlog.runShell(
                """
                set -e
                cd \(clone)
                \(git) add -A
                \(git) diff --cached --quiet || \(git) commit -q -m "painlog sync \(name)"
                \(git) push -q origin HEAD 2>&1
                """)
            #expect(push.status == 0, "\(push)")
        }

        try diaries.run("laptop", ["log", "5", "--note", "on the laptop"], at: 1)
        try diaries.run("desktop", ["log", "7", "--note", "on the desktop"], at: 1)
        try diaries.run("desktop", ["log", "2", "--note", "deleted on the laptop later"], at: 1)
        try syncAndPush("laptop", clone: "laptop", at: 2)
        try syncAndPush("desktop", clone: "desktop", at: 3)
        try syncAndPush("laptop", clone: "laptop", at: 4)
        #expect(try diaries.contents("laptop") == diaries.contents("desktop"))

        try diaries.run(
            "laptop", ["delete", try diaries.id(of: "deleted on the laptop later", in: "laptop"), "--yes"], at: 5)
        try diaries.run(
            "desktop", ["edit", try diaries.id(of: "on the laptop", in: "desktop"), "--intensity", "3"], at: 6)
        try syncAndPush("laptop", clone: "laptop", at: 7)
        try syncAndPush("desktop", clone: "desktop", at: 8)
        try syncAndPush("laptop", clone: "laptop", at: 9)

        #expect(try diaries.notes("laptop") == ["on the desktop", "on the laptop"])
        #expect(try diaries.contents("laptop") == diaries.contents("desktop"))
        let history = try painlog.runShell("cd desktop && \(git) log --oneline | wc -l")
        #expect(Int(history.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 >= 4, "\(history)")
    }
}
