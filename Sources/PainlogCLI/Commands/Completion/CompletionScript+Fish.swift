extension CompletionScript {
    /// argument-parser's fish script with painlog's name completion and short form.
    ///
    /// Its `__painlog_custom_completion` passed `commandline -tC` as the cursor index, which fish 3
    /// (Debian 12 has 3.6) does not give under `complete -C`: painlog refused the call, and no
    /// name ever came.
    static func fish(from generated: String) -> String {
        var script = replacing(
            "(__painlog_custom_completion ", with: "(__painlog_names ", in: generated)
        script = replacing(" (count (__painlog_tokens -pc)) (__painlog_tokens -tC))'", with: ")'", in: script)
        script = inserting(fishShortForm, before: "        switch $unparsed_tokens[1]\n", in: script)
        script = inserting(fishNames, before: "function __painlog_custom_completion\n", in: script)
        return checked(script, holdsNo: "(__painlog_custom_completion ")
    }

    /// `painlog 7 …` is `painlog log 7 …`: the number is log's first positional, not a command.
    private static let fishShortForm = #"""
                # painlog: 'painlog 7 ...' is 'painlog log 7 ...'.
                string match -qr '^[0-9]' -- $unparsed_tokens[1]; and set unparsed_tokens log $unparsed_tokens

        """#

    /// The names of one kind, one candidate a line, which fish neither expands nor globs.
    private static let fishNames = #"""
        # painlog: the diary's names for the argument named in $argv (---completion COMMAND... -- ARGUMENT).
        # painlog prints every name of the kind, one a line, given the words before the cursor
        # unquoted (for --db); fish matches them against what was typed and quotes the one it inserts.
        function __painlog_names
            set -l tokens (commandline -opc)
            set -lx SAP_SHELL fish
            set -lx SAP_SHELL_VERSION $FISH_VERSION
            command $tokens[1] $argv (count $tokens) 0 $tokens '' 2>/dev/null | string match -rv '^\s*$'
        end


        """#
}
