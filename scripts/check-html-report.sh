#!/usr/bin/env bash
# Checks the HTML report in a real browser (headless Chromium), as a person would look at it,
# and fails when the report is broken. CI runs it (.ci/run); it takes a few seconds once the
# `lifecycle` command is built.
#
# It renders two reports: a scenario run with its screens (`lifecycle run --format html`, a
# wireframe per step) and a few tour runs (sequence diagrams and state timelines), injects
# scripts/browser/capture-errors.js first and scripts/browser/report-check.js last, loads each
# page in Chromium and reads back what the checker found (see report-check.js):
# - every run's sequence diagram and state timeline are drawn, with arrows and text;
# - every screen's wireframe boxes are drawn where their frames say, inside the screen;
# - the page logs no script or console error.
# It also screenshots each page (.build/check-html/*.png) for a person to look at.
#
# Needs: chromium (scripts/system-packages.txt). Usage: scripts/check-html-report.sh [tour ids…]
set -euo pipefail
cd "$(dirname "$0")/.."

command -v chromium >/dev/null || { echo "check-html-report: chromium is missing (scripts/install-dependencies.sh installs it)" >&2; exit 2; }
out=.build/check-html
rm -rf "$out"; mkdir -p "$out"
ids=("$@")
if [ ${#ids[@]} -eq 0 ]; then ids=(V-6 VC-16 V-7); fi

[[ -n ${SKIP_BUILD:-} ]] || swift build --product lifecycle >/dev/null
lifecycle=${LIFECYCLE:-$(swift build --show-bin-path)/lifecycle}
"$lifecycle" run Examples/scenarios/navigation.yaml --format html --output "$out/run.html"
"$lifecycle" tour "${ids[@]}" --format html --output "$out/tour.html"

status=0
for page in run tour; do
    # The page under test, with the error capture first in <head> and the checker last in <body>.
    python3 - "$out/$page.html" "$out/$page-checked.html" <<'PY'
import pathlib, sys
source, target = map(pathlib.Path, sys.argv[1:])
html = source.read_text(encoding="utf-8")
scripts = pathlib.Path("scripts/browser")
first = "<script>" + (scripts / "capture-errors.js").read_text() + "</script>"
last = "<script>" + (scripts / "report-check.js").read_text() + "</script>"
assert "<head>" in html and "</body>" in html, "the report is not a complete HTML page"
html = html.replace("<head>", "<head>" + first, 1)
index = html.rfind("</body>")
target.write_text(html[:index] + last + html[index:], encoding="utf-8")
PY
    url="file://$PWD/$out/$page-checked.html"
    flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$PWD/$out/profile"
           --window-size=1400,2400 --virtual-time-budget=5000)
    timeout 60 chromium "${flags[@]}" --enable-logging=stderr --v=0 --dump-dom "$url" \
        > "$out/$page-dom.html" 2> "$out/$page-console.log" || true
    timeout 60 chromium "${flags[@]}" --screenshot="$PWD/$out/$page.png" "$url" >/dev/null 2>&1 || true
    python3 - "$page" "$out/$page-dom.html" "$out/$page-console.log" <<'PY' || status=1
import html, json, re, sys
page, dom_path, console_path = sys.argv[1:]
dom = open(dom_path, encoding="utf-8").read()
match = (re.findall(r'<pre id="browser-check">(.*?)</pre>', dom, re.S) or [None])[-1]
if not match:
    print(f"FAIL {page}: the checker did not run (the page did not finish loading, or a script stopped it)")
    sys.exit(1)
result = json.loads(html.unescape(match))
problems = result["problems"]
# Chromium prints the page's console messages on stderr: any error level message fails too.
for line in open(console_path, encoding="utf-8", errors="replace"):
    if "CONSOLE" in line and ("ERROR" in line or "Uncaught" in line):
        problems.append("console: " + line.strip())
counts = result["counts"]
if page == "run" and counts["screens"] == 0:
    problems.append("the run report shows no screens")
if counts["diagrams"] == 0:
    problems.append("no diagram was drawn")
if problems:
    print(f"FAIL {page}: " + "\n  ".join([f"{len(problems)} problem(s):"] + problems[:40]))
    sys.exit(1)
print(f"ok   {page}: {counts['runs']} runs, {counts['diagrams']} diagrams ({counts['arrows']} arrows, "
      f"{counts['texts']} texts), {counts['screens']} screens with {counts['boxes']} boxes where their frames say; no console errors")
PY
done
echo "screenshots: $PWD/$out/run.png $PWD/$out/tour.png"
exit $status
