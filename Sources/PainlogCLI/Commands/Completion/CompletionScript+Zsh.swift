extension CompletionScript {
    /// argument-parser's zsh script with painlog's name completion and short form.
    ///
    /// Its `__painlog_custom_complete` gave the names to `_describe`, which reads `a:b` as the name
    /// `a` described as `b`, and asked painlog with the word as typed (`lower\ b`) as the prefix.
    static func zsh(from generated: String) -> String {
        var script = replacing(
            "{__painlog_custom_complete ", with: "{__painlog_add_names ", in: generated)
        script = replacing(
            #" "${current_word_index}" "$(__painlog_cursor_index_in_current_word)"}"#, with: "}", in: script)
        script = inserting(zshShortForm, after: "    arg)\n        case \"${words[1]}\" in\n", in: script)
        script = inserting(zshNames, before: "_painlog() {\n", in: script)
        return checked(script, holdsNo: "{__painlog_custom_complete ")
    }

    /// `painlog 7 …` is `painlog log 7 …`: the number is log's first positional, not a command.
    private static let zshShortForm = #"""
                [0-9]*)
                    # painlog: 'painlog 7 ...' is 'painlog log 7 ...'.
                    words=(log "${words[@]}")
                    (( CURRENT += 1 ))
                    _painlog_log && ret=0
                    ;;

        """#

    /// The names of one kind, each one match that zsh quotes as it inserts it.
    private static let zshNames = #"""
        # painlog: the diary's names for the argument named in "$@" (---completion COMMAND... -- ARGUMENT).
        # painlog prints every name of the kind, one a line, given the words before the cursor
        # unquoted (for --db); compadd matches them against what was typed and quotes the one it
        # inserts for where the cursor is, so no name is ever expanded, run or globbed.
        __painlog_add_names() {
            local -a names
            names=("${(@f)"$("${command_name}" "${@}" "${current_word_index}" 0 \
                "${(@Q)command_line[1,current_word_index]}" '' 2>/dev/null)"}")
            names=("${(@)names:#[[:space:]]#}")
            # _painlog turned history expansion off, so compadd would leave '!' unquoted; the line
            # is read with it on.
            setopt localoptions banghist
            compadd -V painlog-names -- "${names[@]}"
        }


        """#
}
