#!/usr/bin/env python3
"""Moves test files that use golden files onto UIKitSnapshotTesting (issue 21).

The golden checks (`expectGolden(_:named:)`, `Trace.expectGolden(_:)`) live in the
UIKitSnapshotTesting product, on swift-snapshot-testing's machinery, not in UIKitTesting. This
script, safe to run any number of times:
  1. adds `import UIKitSnapshotTesting` to every Swift file under Tests/ that calls
     `expectGolden` and does not import it yet (after its last top-level import line);
  2. adds "UIKitSnapshotTesting" to the dependencies of each of those files' test targets in
     Package.swift.
Run it from the repository root after merging branches that add golden tests:
    python3 scripts/adopt-snapshot-goldens.py
It prints what it changed and exits 0; with --check it changes nothing and exits 1 when
something would change (for CI).
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
IMPORT = "import UIKitSnapshotTesting"
check_only = "--check" in sys.argv
changes = []
targets = set()

for path in sorted((ROOT / "Tests").rglob("*.swift")):
    if path.is_symlink():
        continue
    text = path.read_text(encoding="utf-8")
    if "expectGolden" not in text:
        continue
    targets.add(path.relative_to(ROOT / "Tests").parts[0])
    if re.search(r"^\s*(@\S+\s+)?import UIKitSnapshotTesting\s*$", text, re.M):
        continue
    lines = text.split("\n")
    last_import = max((i for i, line in enumerate(lines[:60])
                       if re.match(r"^(@[\w()]+\s+)*(@testable\s+)?import\s+\w+", line)), default=-1)
    lines.insert(last_import + 1, IMPORT)
    changes.append(f"{path.relative_to(ROOT)}: + {IMPORT}")
    if not check_only:
        path.write_text("\n".join(lines), encoding="utf-8")

package = ROOT / "Package.swift"
manifest = package.read_text(encoding="utf-8")
for target in sorted(targets):
    match = re.search(r'\.testTarget\(\s*name:\s*"%s",\s*dependencies:\s*\[' % re.escape(target), manifest)
    if not match:
        print(f"warning: no .testTarget(name: \"{target}\", dependencies: [...]) in Package.swift", file=sys.stderr)
        continue
    end = manifest.index("]", match.end())
    if '"UIKitSnapshotTesting"' in manifest[match.end():end]:
        continue
    manifest = manifest[:end].rstrip() + ', "UIKitSnapshotTesting"' + manifest[end:] \
        if manifest[match.end():end].strip() else manifest[:end] + '"UIKitSnapshotTesting"' + manifest[end:]
    changes.append(f"Package.swift: {target} depends on UIKitSnapshotTesting")
if not check_only:
    package.write_text(manifest, encoding="utf-8")

for change in changes:
    print(change)
if check_only and changes:
    sys.exit(1)
