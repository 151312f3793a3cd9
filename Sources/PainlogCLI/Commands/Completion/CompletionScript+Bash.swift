extension CompletionScript {
    /// argument-parser's bash script with painlog's name completion and short form.
    ///
    /// Each `__painlog_add_completions -W "$(__painlog_custom_complete …)"`, which let `compgen -W`
    /// expand the names, becomes `__painlog_add_names …`.
    static func bash(from generated: String) -> String {
        let call = #"__painlog_add_completions -W "$(__painlog_custom_complete "#
        let end = #" "${COMP_CWORD}" "$(__painlog_cursor_index_in_current_word)")""#
        var script = rewritingLines(of: generated) { line in
            guard let start = line.firstRange(of: call), line.hasSuffix(end) else { return nil }
            let request = line[start.upperBound..<line.index(line.endIndex, offsetBy: -end.count)]
            return line[..<start.lowerBound] + "__painlog_add_names " + request
        }
        script = inserting(bashShortForm, before: "    *)\n        # Offer subcommand completions\n", in: script)
        script = inserting(bashNames, before: "_painlog() {\n", in: script)
        return checked(script, holdsNo: "$(__painlog_custom_complete")
    }

    /// `painlog 7 …` is `painlog log 7 …`: the number is log's first positional, not a command.
    private static let bashShortForm = #"""
            [0-9]*)
                # painlog: 'painlog 7 ...' is 'painlog log 7 ...'.
                unparsed_words=("${subcommand}" "${unparsed_words[@]}")
                _painlog_log
                ;;

        """#

    /// The names of one kind, each one candidate quoted for where the cursor is.
    private static let bashNames = #"""
        # painlog: the diary's names for the argument named in "$@" (---completion COMMAND... -- ARGUMENT).
        # painlog prints every name of the kind, one a line; each that starts with what was typed
        # (unquoted) becomes one candidate, quoted for the word being completed: bare (printf %q),
        # inside '...' or inside "..." (where '!' becomes "\!"). No name is ever expanded, run or globbed, and readline's
        # file-name handling is off for it (a name that is also a folder gets no '/').
        __painlog_add_names() {
            compopt +o filenames 2>/dev/null
            local typed quote word name
            local -a words=()
            for word in "${COMP_WORDS[@]::COMP_CWORD}"; do
                __painlog_unquote "${word}"
                words+=("${typed}")
            done
            __painlog_unquote "${COMP_WORDS[COMP_CWORD]}"
            while IFS='' read -r name; do
                [[ "${name}" == *[![:space:]]* && "${name}" == "${typed}"* ]] || continue
                case "${quote}" in
                "'")
                    name="${name//"'"/"'\''"}"
                    ;;
                '"')
                    name="${name//"\\"/"\\\\"}"
                    name="${name//'$'/'\$'}"
                    name="${name//'`'/'\`'}"
                    name="${name//'"'/'\"'}"
                    # History expansion reads '!' even inside "...": close the quote around it.
                    name="${name//'!'/'"\!"'}"
                    ;;
                *)
                    printf -v name %q "${name}"
                    ;;
                esac
                # readline closes the quote only when the candidate does not end with it: one that
                # does (it'\'' or \" at its end) gets its closing quote here.
                if [[ -n "${quote}" && "${name}" == *"${quote}" ]]; then
                    name+="${quote}"
                fi
                COMPREPLY+=("${name}")
            done < <("${COMP_WORDS[0]}" "${@}" "${COMP_CWORD}" 0 "${words[@]}" '' 2>/dev/null)
        }

        # Sets typed to the word in $1 without its shell quoting (\x, '...', "..."), never expanding
        # anything, and quote to the quote still open at its end (', " or nothing).
        __painlog_unquote() {
            typed='' quote=''
            local -r text="${1}"
            local char
            local -i index
            for ((index = 0; index < ${#text}; index += 1)); do
                char="${text:index:1}"
                if [[ "${quote}" == "'" ]]; then
                    if [[ "${char}" == "'" ]]; then quote=''; else typed+="${char}"; fi
                elif [[ "${char}" == '\' && ( -z "${quote}" || "${text:index+1:1}" == [\"\$\`\\] ) ]]; then
                    index+=1
                    typed+="${text:index:1}"
                elif [[ "${char}" == "${quote}" ]]; then
                    quote=''
                elif [[ -z "${quote}" && ( "${char}" == "'" || "${char}" == '"' ) ]]; then
                    quote="${char}"
                else
                    typed+="${char}"
                fi
            done
        }


        """#
}
