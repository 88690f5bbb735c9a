#!/usr/bin/env bash
# Renders the HTML report of a few tour scenarios and screenshots it in headless Chromium,
# so that a person can look at the sequence diagram and the state timeline.
#
# Needs: chromium (apt-get install chromium). Usage: scripts/check-html-report.sh [scenario ids…]
# Writes .build/check-html/report.html and report.png, and prints their paths; open the PNG
# (or the page) and check that the diagram's arrows, the action bands and the timeline's
# coloured lanes are drawn. The test RendererTests.htmlReportRendersInHeadlessChromium runs
# the same page automatically when chromium is installed.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v chromium >/dev/null || { echo "check-html-report: chromium is missing (apt-get install chromium)" >&2; exit 2; }
out=.build/check-html
mkdir -p "$out"
ids=("$@")
if [ ${#ids[@]} -eq 0 ]; then ids=(V-6 VC-16 V-7); fi

swift build --product lifecycle >/dev/null
.build/debug/lifecycle tour "${ids[@]}" --format html --output "$out/report.html"
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$out/profile" \
  --window-size=1400,2400 --screenshot="$PWD/$out/report.png" "file://$PWD/$out/report.html" 2>/dev/null
test -s "$out/report.png"
echo "page:       $PWD/$out/report.html"
echo "screenshot: $PWD/$out/report.png"
