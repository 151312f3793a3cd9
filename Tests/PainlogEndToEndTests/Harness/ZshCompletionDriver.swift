/// Drives zsh's real completion system the way a person does: an interactive zsh on a
/// pseudo-terminal (zsh's own `zpty` module, as zsh's test suite does), `compinit`, the script
/// sourced, a command line typed and TAB pressed; what zsh then shows on the terminal is printed.
///
/// Arguments: `$0` the painlog binary (its folder goes first on PATH), `$1` the completion script
/// (sourced after compinit) or a folder holding `_painlog` (put first on `fpath` before compinit,
/// as an installed script is found), `$2` the command line typed before TAB.
enum ZshCompletionDriver {
    static let program = #"""
        zmodload zsh/zpty || exit 3
        zpty z zsh -f -i
        zpty -w z "PATH=${(q)0:h}:\$PATH PS1='%% ' PROMPT_EOL_MARK=''"
        if [[ -d $1 ]]; then
            zpty -w z "fpath=(${(q)1} \$fpath); autoload -Uz compinit && compinit -u -D && print -r -- READY\$((6*7))"
        else
            zpty -w z "autoload -Uz compinit && compinit -u -D && source ${(q)1} && print -r -- READY\$((6*7))"
        fi
        out=''
        for i in {1..100}; do
            zpty -r -t z chunk && out+=$chunk
            [[ $out == *READY42* ]] && break
            sleep 0.05
        done
        zpty -w -n z "$2"$'\t'
        out=''
        for i in {1..60}; do
            zpty -r -t z chunk && out+=$chunk
            sleep 0.05
        done
        zpty -d z
        print -r -- "$out"
        """#
}
