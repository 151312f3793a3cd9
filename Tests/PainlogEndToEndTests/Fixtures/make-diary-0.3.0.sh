#!/bin/sh
# Makes diary-0.3.0.sqlite (with its export diary-0.3.0.export.csv and its impact list
# diary-0.3.0.impact.csv) with the painlog 0.3 binary, for the upgrade test
# (UpgradeFromZeroThreeTests). It was run once, with the static release binary built from the commit
# that was 0.3 (2197658, whose `--version` still says 0.2.0: the script checks the 11 migrations
# instead); its output is committed and must never be regenerated with a newer painlog, or the test
# would no longer prove anything about upgrading from 0.3.
#
# Besides what the 0.2.0 diary has (tricky names and notes, tombstones, impact records, renames in
# the undo journal), it holds what 0.3 added: entries with an end (--for, --ended), medication
# classes (`meds class`, and its journal step), the inbox ledger (lines logged from a
# painlog-inbox.txt in the sync folder), and the sync stamps, history and name renames a sync with
# another diary leaves (a field edited on both sides, a rename made on the other diary).
#
#   sh make-diary-0.3.0.sh /path/to/painlog-0.3 OUTPUT_FOLDER
set -eu
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$2"
db=diary-0.3.0.sqlite
rm -f "$db" "$db-wal" "$db-shm" diary-0.3.0.export.csv diary-0.3.0.impact.csv
export TZ=Europe/Berlin LANG=C.UTF-8
run() { # run NOW ARGS...: painlog on the fixture with the clock at NOW
    now=$1
    shift
    PAINLOG_NOW=$now "$bin" --db "$db" "$@" >/dev/null
}
# The other diary that syncs with this one, and the sync folder: made here, never committed.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir "$scratch/sync"
other() { # other NOW ARGS...: painlog on the other diary
    now=$1
    shift
    PAINLOG_NOW=$now "$bin" --db "$scratch/other.sqlite" "$@" >/dev/null
}
# 0.3 had migrations 0001-0011, and no more.
test "$("$bin" --db "$scratch/probe.sqlite" migrate --status | wc -l)" -eq 11
nfd_cafe="Cafe$(printf '\314\201')"

# 1-9: entries with names in case, NFC and NFD variants, doses, notes of every kind, and ends.
run 2026-11-01T09:00:00+01:00 log 6 --area "lower back" --area Head --tag weather \
    --med "ibuprofen 400mg" --med "codeine 30 mg" --note "after gardening, \"heavy\" soil" --for 2h
run 2026-11-01T21:00:00+01:00 log 3 --area head --area "café" --at "2026-11-01T20:15+05:30" --note "multi
line
note with a trailing newline
"
run 2026-11-02T08:00:00+01:00 log 8 --area "$nfd_cafe" --area NECK --tag "Sleep, poor" --tag WEATHER \
    --med "Ibuprofen 200 mg" --med "sumatriptan 50mg" --note "=SUM(A1:A3) not a formula" \
    --at "2026-11-02 06:00" --ended "2026-11-02 07:45"
run 2026-11-02T12:00:00+01:00 log 0 --note "emoji 🤕👍🏽, RTL ‏עברית‏ and combining cafe$(printf '\314\201') / café"
run 2026-11-03T07:30:00+01:00 log 10 --area Knee --area "LOWER BACK" --med "paracetamol 1 g" --med Imigran \
    --tag flare --note "'quoted' and a tab	inside" --for 30m
run 2026-11-04T19:00:00+01:00 log 5 --area hip --at "2026-11-04 18:00" --tag "to rename" \
    --med "naproxen 250mg" --note "to be edited"
run 2026-11-05T10:00:00+01:00 log 4 --area shoulder --note "to be deleted"
run 2026-11-05T11:00:00+01:00 log 1 --area shoulder --note "deleted too"
run 2026-11-06T10:00:00+01:00 log 2 --area head --at "2026-10-25 02:30" --note "after the clocks went back" \
    --ended "2026-10-25 03:10"

# Medication classes: a brand given its class, and a generic given another.
run 2026-11-06T11:00:00+01:00 meds class Imigran triptan
run 2026-11-06T11:05:00+01:00 meds class codeine combination_analgesic

# Impact (PEG) records; the third is undone, which leaves an impact tombstone.
run 2026-11-06T20:00:00+01:00 impact --pain 6 --enjoyment 5 --activity 7 --at "2026-11-01 20:00"
run 2026-11-08T20:00:00+01:00 impact --pain 4 --enjoyment 3 --activity 2 --at "2026-11-08 19:30"
run 2026-11-08T20:05:00+01:00 impact --pain 9 --enjoyment 9 --activity 9
run 2026-11-08T20:06:00+01:00 undo

# Journal steps: edit, delete, renames.
run 2026-11-09T09:00:00+01:00 edit 6 --intensity 7 --note "edited under 0.3" --add-area knee \
    --med "naproxen 500 mg" --med "Paracetamol 500mg" --for 1h
run 2026-11-09T09:05:00+01:00 delete 7 8 --yes
run 2026-11-09T09:15:00+01:00 areas rename head Kopf
run 2026-11-09T09:25:00+01:00 tags rename "to rename" renamed
run 2026-11-09T09:35:00+01:00 meds rename Paracetamol sumatriptan

# A first sync with another diary, which then logs, records an impact, edits the note of one of our
# entries (its #1 is our #5) and renames a tag; this diary edits another entry; two inbox lines from a
# phone; a second sync merges it all (stamps, field history, name renames, the inbox ledger).
run 2026-11-10T08:00:00+01:00 sync "$scratch/sync"
other 2026-11-10T09:00:00+01:00 sync "$scratch/sync"
other 2026-11-10T09:05:00+01:00 log 7 --area "Kopf" --med "ibuprofen 400mg" --note "logged in the other diary" --for 3h
other 2026-11-10T09:10:00+01:00 impact --pain 5 --enjoyment 5 --activity 5 --at "2026-11-10 08:00"
other 2026-11-10T09:15:00+01:00 edit 1 --note "edited in the other diary"
other 2026-11-10T09:20:00+01:00 tags rename weather Wetter
other 2026-11-10T09:25:00+01:00 sync "$scratch/sync"
run 2026-11-11T10:00:00+01:00 edit 1 --intensity 5
printf '%s\n' '7 -a head -m "sumatriptan 50mg"' '2026-11-11 21:30 5 -a "lower back" -n "from the phone" --for 2h' \
    >"$scratch/sync/painlog-inbox.txt"
run 2026-11-12T08:00:00+01:00 sync "$scratch/sync"
run 2026-11-15T20:00:00+01:00 impact --pain 3 --enjoyment 2 --activity 4
run 2026-11-16T09:05:00+01:00 log 5 --area neck --tag Wetter --med "ibuprofen 400mg" --note "the last 0.3 step"

# The file alone must be the diary: move the write-ahead log into it.
sqlite3 "$db" 'PRAGMA wal_checkpoint(TRUNCATE);' >/dev/null
PAINLOG_NOW=2026-11-16T10:00:00+01:00 "$bin" --db "$db" export --output diary-0.3.0.export.csv
PAINLOG_NOW=2026-11-16T10:00:00+01:00 "$bin" --db "$db" impact --list --format csv >diary-0.3.0.impact.csv
sqlite3 "$db" 'PRAGMA wal_checkpoint(TRUNCATE);' >/dev/null
rm -f "$db-wal" "$db-shm"
