#!/bin/sh
# Writes list-all-*.txt, what `list --all` printed before it streamed (issue 42), for
# ListAllGoldenTests. Run once with the binary of the commit before the change (c51d5aa); never
# regenerate with a later painlog, or the test would compare painlog with itself.
#
#   sh make-list-golden.sh /path/to/painlog FIXTURES_FOLDER
set -eu
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
fixtures=$(cd "$2" && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export TZ=Europe/Berlin LANG=C.UTF-8 PAINLOG_NOW=2026-11-22T10:00:00+01:00 PAGER=cat
unset NO_COLOR
cp "$fixtures/golden/list-diary.csv" "$scratch/"
(cd "$scratch" && "$bin" --db diary.sqlite import list-diary.csv >/dev/null)
golden() { # golden NAME COLUMNS ARGS...
    name=$1 columns=$2
    shift 2
    (cd "$scratch" && COLUMNS=$columns "$bin" --db diary.sqlite list --all "$@" >"$fixtures/golden/list-all-$name.txt")
}
golden w20 20
golden w30 30
golden w45 45
golden w60 60
golden w80 80
golden w100 100
golden w160 160
golden w250 250
golden head 100 --area head
golden flare 70 --tag flare
golden mild 100 --max 2
golden none 100 --since 2030-01-01
golden note 120 --search "long note"
cp "$fixtures/diary-0.3.0.sqlite" "$scratch/zero-three.sqlite"
(cd "$scratch" && COLUMNS=100 "$bin" --db zero-three.sqlite list --all >"$fixtures/golden/list-all-zero-three.txt")
