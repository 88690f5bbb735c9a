#!/usr/bin/env bash
# Checks `lifecycle --format mermaid` output with Mermaid's own parser, offline.
#
# Mermaid has no command-line checker that installs offline (its CLI comes from npm), so this
# script loads Mermaid's browser bundle in headless Chromium and calls mermaid.parse() on
# every diagram the tour renders, through the test RendererTests.mermaidsOwnParserAcceptsTheDiagrams.
# The bundle comes from the PyPI package artoo-mermaid 11.16.0, which vendors Mermaid 11.16.0's
# mermaid.min.js; its checksum is pinned below. The unit tests check the same diagrams with
# a strict validator of the grammar subset the renderer writes, with no tools at all.
#
# Needs: chromium (apt-get install chromium) and pip. Usage: scripts/check-mermaid.sh
set -euo pipefail
cd "$(dirname "$0")/.."

tools=.build/check-tools
script="$tools/artoo_mermaid/assets/mermaid.min.js"
sha256=74d7c46dabca328c2294733910a8aa1ed0c37451776e8d5295da38a2b758fb9b

command -v chromium >/dev/null || { echo "check-mermaid: chromium is missing (apt-get install chromium)" >&2; exit 2; }
if [ ! -f "$script" ]; then
  mkdir -p "$tools"
  python3 -m pip download artoo-mermaid==11.16.0 --no-deps --python-version 3.12 --only-binary=:all: -d "$tools" >/dev/null
  python3 -m zipfile -e "$tools/artoo_mermaid-11.16.0-py3-none-any.whl" "$tools"
fi
echo "$sha256  $script" | sha256sum -c --quiet -

MERMAID_JS="$PWD/$script" swift test --filter mermaidsOwnParserAcceptsTheDiagrams 2>&1 | tee .build/check-mermaid.log | grep -E "✔|✘|skipped|passed|failed" || true
grep -q "mermaidsOwnParserAcceptsTheDiagrams() passed" .build/check-mermaid.log
echo "check-mermaid: Mermaid 11.16.0 parsed every diagram."
