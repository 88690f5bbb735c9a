#!/usr/bin/env bash
# Builds the DocC documentation of every library module and fails on any warning (a link to a
# symbol that does not exist in the public documentation, such as an SPI or internal name, an
# ambiguous link, a missing article). CI runs it (.ci/run) after the tests have built the
# modules; it takes about a minute.
#
# Instead of `swift package generate-documentation`, which rebuilds every module with symbol
# graph flags in a build folder of its own (many minutes here), it extracts each module's
# public symbol graph from the modules `swift build` already made and runs `docc convert` on
# it with the module's catalogue, if any. The pages are the same; only public symbols are
# documented, which is why a doc comment must not link (``Name``) to an SPI or internal symbol:
# write it in code voice (`Name`).
#
# Usage: scripts/check-docs.sh [--fix]   --fix turns each unresolvable ``link`` into `code voice`
#        at the place docc reports, then checks again.
set -euo pipefail
cd "$(dirname "$0")/.."
modules=(HeadlessCore CoreGraphics QuartzCore LayoutSolver UIKit UIKitTesting UIKitSnapshotTesting LifecycleKit)
for module in "${modules[@]}"; do swift build --target "$module" >/dev/null; done
bin=$(swift build --show-bin-path)
triple=$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
out=.build/check-docs
rm -rf "$out"; mkdir -p "$out"
# C modules (Yams' CYaml; CoreGraphics' and UIKit's internal imports) are found through the
# module maps SwiftPM wrote, the packages ship, or a system-library target keeps in its folder.
includes=(-I Sources/CCairo)
while IFS= read -r map; do includes+=(-I "$(dirname "$map")"); done \
    < <(find "$bin" -maxdepth 2 -name module.modulemap; find .build/checkouts -path "*include/module.modulemap")

run_docc() {
    local status=0
    for module in "${modules[@]}"; do
        mkdir -p "$out/symbols/$module" "$out/archives"
        swift-symbolgraph-extract -module-name "$module" -I "$bin/Modules" -I "$bin" "${includes[@]}" -target "$triple" \
            -minimum-access-level public -output-dir "$out/symbols/$module" >/dev/null
        local catalogue=()
        [[ -d Sources/$module/$module.docc ]] && catalogue=("Sources/$module/$module.docc")
        docc convert "${catalogue[@]}" --additional-symbol-graph-dir "$out/symbols/$module" \
            --fallback-display-name "$module" --fallback-bundle-identifier "org.headlessuikit.$module" \
            --output-path "$out/archives/$module.doccarchive" > "$out/$module.log" 2>&1 || status=1
        local warnings
        warnings=$(grep -c "^warning:\|^error:" "$out/$module.log" || true)
        if [[ $warnings -gt 0 ]]; then
            echo "FAIL $module: $warnings DocC warning(s) (see $out/$module.log):"
            grep -A1 "^warning:\|^error:" "$out/$module.log" | grep -v "^--$" | head -40
            status=1
        else
            echo "ok   $module"
        fi
    done
    return $status
}

fix_links() {
    # Each warning is followed by `--> path:line:col-line:col`, relative to the catalogue (or
    # absolute); the link there becomes code voice.
    python3 - "$out" "${modules[@]}" <<'PY'
import pathlib, re, sys
out = pathlib.Path(sys.argv[1])
fixed = 0
for module in sys.argv[2:]:
    log = out / f"{module}.log"
    if not log.exists():
        continue
    lines = log.read_text(errors="replace").split("\n")
    base = pathlib.Path("Sources") / module / f"{module}.docc"
    for i, line in enumerate(lines):
        m = re.match(r"^warning: '([^']+)' (doesn't exist|is ambiguous)", line)
        if not m or i + 1 >= len(lines):
            continue
        loc = re.match(r"^\s*--> (.+):(\d+):(\d+)-", lines[i + 1])
        if not loc:
            continue
        path = pathlib.Path(loc.group(1))
        if not path.is_absolute():
            path = path if path.exists() else base / path
        path = pathlib.Path(*[p for p in path.resolve().relative_to(pathlib.Path.cwd()).parts])
        text = path.read_text().split("\n")
        row = int(loc.group(2)) - 1
        col = int(loc.group(3)) - 1
        start = text[row].rfind("``", 0, col + 1)
        end = text[row].find("``", start + 2)
        if start < 0 or end < 0:
            continue
        text[row] = text[row][:start] + "`" + text[row][start + 2:end] + "`" + text[row][end + 2:]
        path.write_text("\n".join(text))
        fixed += 1
print(f"check-docs: turned {fixed} link(s) into code voice")
PY
}

if [[ ${1:-} == --fix ]]; then
    run_docc || true
    fix_links
fi
run_docc
