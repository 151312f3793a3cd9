#!/bin/sh
# Makes diary-0.1.0.sqlite (and its export diary-0.1.0.export.csv) with the painlog 0.1.0 binary,
# for the upgrade test (UpgradeFromOneZeroTests). It was run once, with the binary built from the
# commit that was 0.1.0 (5ad7c0d); its output is committed and must never be regenerated with a
# newer painlog, or the test would no longer prove anything about upgrading from 0.1.0.
#
#   sh make-diary-0.1.0.sh /path/to/painlog-0.1.0 OUTPUT_FOLDER
set -eu
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$2"
db=diary-0.1.0.sqlite
rm -f "$db" "$db-wal" "$db-shm" diary-0.1.0.export.csv
export TZ=Europe/Berlin LANG=C.UTF-8
run() { # run NOW ARGS...: painlog on the fixture with the clock at NOW
    now=$1
    shift
    PAINLOG_NOW=$now "$bin" --db "$db" "$@" >/dev/null
}
"$bin" --version | grep -qx 'painlog 0.1.0'

run 2026-10-01T09:00:00+02:00 log 6 --area "lower back" --area Head --tag weather \
    --med "ibuprofen 400mg" --med "codeine 30 mg" --note "after gardening, \"heavy\" soil"
run 2026-10-01T21:00:00+02:00 log 3 --area head --at "2026-10-01T20:15+05:30" --note "multi
line
note with a trailing newline
"
run 2026-10-02T08:00:00+02:00 log 8 --area neck --tag "sleep, poor" --note "=SUM(A1:A3) not a formula"
run 2026-10-02T12:00:00+02:00 log 0 --note "emoji 🤕👍🏽, RTL ‏עברית‏ and combining cafe$(printf '\314\201') / café"
run 2026-10-03T07:30:00+02:00 log 10 --area Knee --area "lower back" --med paracetamol --tag flare \
    --note "'quoted' and a tab	inside"
run 2026-10-04T19:00:00+02:00 log 5 --area hip --at "2026-10-04 18:00" --note "to be edited"
run 2026-10-05T10:00:00+02:00 log 4 --area shoulder --note "to be deleted"
run 2026-10-26T10:00:00+01:00 log 2 --area head --at "2026-10-25 02:30" --note "after the clocks went back"
# Journal steps of every kind, newest last: edit, delete, import, area rename.
run 2026-10-27T09:00:00+01:00 edit 6 --intensity 7 --note "edited under 0.1.0" --add-area knee
run 2026-10-27T09:05:00+01:00 delete 7 --yes
csv=import-0.1.0.csv
printf '%s\r\n' \
    'uid,occurred_at,intensity,areas,tags,medications,note,created_at,updated_at' \
    '6f1c2b3a-0000-4000-8000-00000000a001,2026-10-10T08:00:00+02:00,4,head; jaw,,naproxen 250mg,imported row,2026-10-10T08:00:00+02:00,2026-10-10T08:00:00+02:00' \
    '6f1c2b3a-0000-4000-8000-00000000a002,2026-10-11T22:00:00-04:00,1,,travel,,"imported, with ""quotes""",2026-10-11T22:00:00-04:00,2026-10-11T22:30:00-04:00' \
    >"$csv"
run 2026-10-27T09:10:00+01:00 import "$csv"
rm -f "$csv"
run 2026-10-27T09:15:00+01:00 areas rename head Kopf
run 2026-10-27T09:20:00+01:00 areas rename "lower back" Knee

# The file alone must be the diary: move the write-ahead log into it.
sqlite3 "$db" 'PRAGMA wal_checkpoint(TRUNCATE);' >/dev/null
PAINLOG_NOW=2026-10-27T10:00:00+01:00 "$bin" --db "$db" export --output diary-0.1.0.export.csv
sqlite3 "$db" 'PRAGMA wal_checkpoint(TRUNCATE);' >/dev/null
rm -f "$db-wal" "$db-shm"
