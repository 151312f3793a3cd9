#!/bin/sh
# Makes diary-0.2.0.sqlite (with its export diary-0.2.0.export.csv and its impact list
# diary-0.2.0.impact.csv) with the painlog 0.2.0 binary, for the upgrade test
# (UpgradeFromZeroTwoTests). It was run once, with the release binary built from the commit that was
# 0.2.0 (84b2dba); its output is committed and must never be regenerated with a newer painlog, or
# the test would no longer prove anything about upgrading from 0.2.0.
#
# Besides what the 0.1.0 diary has (tricky notes and names, a daylight-saving time, every kind of
# journal step), it holds what 0.2.0 added: tombstones, impact (PEG) records and an impact
# tombstone, the diary's settings (its id, and the sync folder with what was written there),
# medications with doses, and tag and medication renames in the undo journal.
#
#   sh make-diary-0.2.0.sh /path/to/painlog-0.2.0 OUTPUT_FOLDER
set -eu
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$2"
db=diary-0.2.0.sqlite
rm -f "$db" "$db-wal" "$db-shm" diary-0.2.0.export.csv diary-0.2.0.impact.csv
export TZ=Europe/Berlin LANG=C.UTF-8
run() { # run NOW ARGS...: painlog on the fixture with the clock at NOW
    now=$1
    shift
    PAINLOG_NOW=$now "$bin" --db "$db" "$@" >/dev/null
}
"$bin" --version | grep -qx 'painlog 0.2.0'
# The other diary that syncs with this one, and the sync folder: made here, never committed.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir "$scratch/sync"
other() { # other NOW ARGS...: painlog on the other diary
    now=$1
    shift
    PAINLOG_NOW=$now "$bin" --db "$scratch/other.sqlite" "$@" >/dev/null
}
nfd_cafe="Cafe$(printf '\314\201')"

# 1-9: entries with names in case, NFC and NFD variants, doses, and notes of every kind.
run 2026-11-01T09:00:00+01:00 log 6 --area "lower back" --area Head --tag weather \
    --med "ibuprofen 400mg" --med "codeine 30 mg" --note "after gardening, \"heavy\" soil"
run 2026-11-01T21:00:00+01:00 log 3 --area head --area "café" --at "2026-11-01T20:15+05:30" --note "multi
line
note with a trailing newline
"
run 2026-11-02T08:00:00+01:00 log 8 --area "$nfd_cafe" --area NECK --tag "Sleep, poor" --tag WEATHER \
    --med "Ibuprofen 200 mg" --med "ibuprofen 200 mg" --note "=SUM(A1:A3) not a formula"
run 2026-11-02T12:00:00+01:00 log 0 --note "emoji 🤕👍🏽, RTL ‏עברית‏ and combining cafe$(printf '\314\201') / café"
run 2026-11-03T07:30:00+01:00 log 10 --area Knee --area "LOWER BACK" --med "paracetamol 1 g" --med sumatriptan \
    --tag flare --note "'quoted' and a tab	inside"
run 2026-11-04T19:00:00+01:00 log 5 --area hip --at "2026-11-04 18:00" --tag "to rename" \
    --med "naproxen 250mg" --note "to be edited"
run 2026-11-05T10:00:00+01:00 log 4 --area shoulder --note "to be deleted"
run 2026-11-05T11:00:00+01:00 log 1 --area shoulder --note "deleted, then its row imported again"
run 2026-11-06T10:00:00+01:00 log 2 --area head --at "2026-10-25 02:30" --note "after the clocks went back"

# Impact (PEG) records; the third is undone, which leaves an impact tombstone.
run 2026-11-06T20:00:00+01:00 impact --pain 6 --enjoyment 5 --activity 7 --at "2026-11-01 20:00"
run 2026-11-08T20:00:00+01:00 impact --pain 4 --enjoyment 3 --activity 2 --at "2026-11-08 19:30"
run 2026-11-08T20:05:00+01:00 impact --pain 9 --enjoyment 9 --activity 9
run 2026-11-08T20:06:00+01:00 undo

# Journal steps of every kind, newest last: edit, delete, import, renames, impact, sync, log.
run 2026-11-09T09:00:00+01:00 edit 6 --intensity 7 --note "edited under 0.2.0" --add-area knee \
    --med "naproxen 500 mg" --med "Paracetamol 500mg"
run 2026-11-09T09:05:00+01:00 delete 7 8 --yes
# An import: new rows, and the row of deleted entry 8 as exported before it went (skipped: deleted
# here), as a tombstone makes it.
uid8=$(sqlite3 "$db" 'SELECT uid FROM tombstones WHERE entry_id = 8;')
csv=import-0.2.0.csv
printf '%s\r\n' \
    'uid,occurred_at,intensity,areas,tags,medications,note,created_at,updated_at' \
    '6f1c2b3a-0000-4000-8000-00000000b001,2026-11-07T08:00:00+01:00,4,head; jaw,,naproxen 250mg,imported row,2026-11-07T08:00:00+01:00,2026-11-07T08:00:00+01:00' \
    '6f1c2b3a-0000-4000-8000-00000000b002,2026-11-07T22:00:00-05:00,1,,travel,,"imported, with ""quotes""",2026-11-07T22:00:00-05:00,2026-11-07T22:30:00-05:00' \
    "$uid8,2026-11-05T11:00:00+01:00,1,shoulder,,,\"deleted, then its row imported again\",2026-11-05T11:00:00+01:00,2026-11-05T11:00:00+01:00" \
    >"$csv"
run 2026-11-09T09:10:00+01:00 import "$csv"
rm -f "$csv"
run 2026-11-09T09:15:00+01:00 areas rename head Kopf
run 2026-11-09T09:20:00+01:00 areas rename "lower back" Knee
run 2026-11-09T09:25:00+01:00 tags rename "to rename" renamed
run 2026-11-09T09:30:00+01:00 tags rename "sleep, poor" weather
run 2026-11-09T09:35:00+01:00 meds rename codeine "Codeine phosphate"
run 2026-11-09T09:40:00+01:00 meds rename Paracetamol sumatriptan
run 2026-11-15T20:00:00+01:00 impact --pain 3 --enjoyment 2 --activity 4
# A sync with another diary (an entry, an impact record) through a folder that is not committed.
other 2026-11-10T08:00:00+01:00 log 7 --area "Kopf" --med "ibuprofen 400mg" --note "logged in the other diary"
other 2026-11-10T08:05:00+01:00 impact --pain 5 --enjoyment 5 --activity 5 --at "2026-11-10 08:00"
other 2026-11-10T08:10:00+01:00 sync "$scratch/sync"
run 2026-11-16T09:00:00+01:00 sync "$scratch/sync"
run 2026-11-16T09:05:00+01:00 log 5 --area neck --tag weather --med "ibuprofen 400mg" --note "the last 0.2.0 step"

# The file alone must be the diary: move the write-ahead log into it.
sqlite3 "$db" 'PRAGMA wal_checkpoint(TRUNCATE);' >/dev/null
PAINLOG_NOW=2026-11-16T10:00:00+01:00 "$bin" --db "$db" export --output diary-0.2.0.export.csv
PAINLOG_NOW=2026-11-16T10:00:00+01:00 "$bin" --db "$db" impact --list --format csv >diary-0.2.0.impact.csv
sqlite3 "$db" 'PRAGMA wal_checkpoint(TRUNCATE);' >/dev/null
rm -f "$db-wal" "$db-shm"
