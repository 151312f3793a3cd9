#!/bin/sh
# Writes report-*.html and report-september-pdf.{html,txt}, for ReportGoldenTests. First written with
# the binary of the commit before the report ran in bounded memory (issue 42, c51d5aa); written again
# only for an intended change of the report's output, reviewed line by line and named in the commit
# (issue 39: the calendar titled "Pain calendar" and page one's line on conditions, for a diary
# without conditions; the entries' "Lasted" column; issues 39-40: the style sheet's two lines for the
# preventive courses and the chronic-migraine statement, nothing else; issue 41: the note under the
# entries naming the medications without a class, nothing else). Never regenerate to make
# a failing test pass, or the test would compare painlog with itself. WeasyPrint and pdftotext installed.
#
#   sh make-report-golden.sh /path/to/painlog FIXTURES_FOLDER
set -eu
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
out=$(cd "$2" && pwd)/golden
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export TZ=Europe/Berlin LANG=C.UTF-8 PAINLOG_NOW=2026-11-22T10:00:00+01:00 COLUMNS=100 HOME=$scratch
cd "$scratch"
cp "$out/list-diary.csv" .
"$bin" --db diary.sqlite import list-diary.csv >/dev/null
"$bin" --db diary.sqlite impact --pain 6 --enjoyment 4 --activity 5 --at "2026-09-20 09:00" >/dev/null
september="--since 2026-09-01 --until 2026-09-30"
"$bin" --db diary.sqlite report --output - $september >"$out/report-september.html"
"$bin" --db diary.sqlite report --output - $september --redact >"$out/report-redacted.html"
"$bin" --db diary.sqlite report --output - --since 2026-08-15 --until 2026-09-30 --area head --area knee \
    >"$out/report-head.html"
"$bin" --db diary.sqlite report --output - >"$out/report-last-30-days.html"
mkdir fake-bin
printf '#!/bin/sh\ncat > "%s/given.html"; printf "%%%%PDF-1.7 fake"\n' "$scratch" >fake-bin/weasyprint
chmod 755 fake-bin/weasyprint
PATH=$scratch/fake-bin:/usr/bin:/bin PAINLOG_PDF_ENGINE=weasyprint "$bin" --db diary.sqlite report --format pdf \
    --paper a4 --output fake.pdf $september 2>/dev/null
cp given.html "$out/report-september-pdf.html"
PAINLOG_PDF_ENGINE=weasyprint "$bin" --db diary.sqlite report --format pdf --paper a4 --output r.pdf $september \
    2>/dev/null
pdftotext -layout r.pdf "$out/report-september-pdf.txt"
