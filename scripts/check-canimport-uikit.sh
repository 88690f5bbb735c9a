#!/usr/bin/env bash
# Compiles, against this project's UIKit, the `#if canImport(UIKit)` code of the packages
# from the index that have some, so that an app's test target can depend on them.
#
# Inside one build, SwiftPM compiles a package's module before or after our UIKit module
# depending on scheduling, so whether `canImport(UIKit)` is true there varies from build to
# build. This check does not depend on that: after the ecosystem test target is built, it
# type-checks each package's UIKit file on its own against the built modules (UIKit, and the
# package's own module for the protocols it conforms our types to).
#
# - swift-custom-dump: Sources/CustomDump/Conformances/UIKit.swift (UIGestureRecognizer.State,
#   UIScrollView.ContentInsetAdjustmentBehavior, UIUserInterfaceStyle, UIControl.State and
#   UISplitViewController's enums);
# - swift-property-based: Sources/PropertyBased/Gen+Color.swift (CGColor, UIColor(cgColor:));
# - swift-snapshot-testing needs nothing: its UIKit code is under `#if os(iOS) || os(tvOS)`;
# - combine-schedulers needs nothing on Linux: its UIKit file also requires `canImport(Combine)`.
#
# Usage: scripts/check-canimport-uikit.sh   (about 20 s once the tests are built)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --target EcosystemTests >/dev/null
bin=$(swift build --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
# The C modules UIKit and CoreGraphics import internally, as SwiftPM hands them to a client's
# compiler: their module maps (a client of a non-resilient module loads its internal imports).
c_modules=(-Xcc -fmodule-map-file="$PWD/Sources/CCairo/module.modulemap")
for module in CImageCodecs CSwiftRuntime; do
    c_modules+=(-Xcc -fmodule-map-file="$bin/$module.build/module.modulemap")
done
check() { # package, module, file inside the package
    local source=".build/checkouts/$1/$3"
    if [[ ! -f $source ]]; then
        echo "FAIL $1: $3 not found (was the package resolved?)"; status=1; return
    fi
    # The file belongs to the package's module; on its own it imports that module instead.
    # A guard makes sure the `canImport(UIKit)` branch is the one compiled.
    { echo "import $2"; cat "$source"; printf '\n#if !canImport(UIKit)\n#error("UIKit is not importable")\n#endif\n'; } > "$work/check.swift"
    if swiftc -typecheck -swift-version 5 -module-name CanImportUIKitCheck -I "$bin/Modules" -I "$bin" \
        "${c_modules[@]}" "$work/check.swift" 2> "$work/$2.log"; then
        echo "ok   $1: $3 compiles against our UIKit"
    else
        echo "FAIL $1: $3 does not compile against our UIKit:"; grep -E "error" "$work/$2.log" | head -20
        status=1
    fi
}
check swift-custom-dump CustomDump Sources/CustomDump/Conformances/UIKit.swift
check swift-property-based PropertyBased Sources/PropertyBased/Gen+Color.swift
exit $status
