#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/Targets against the package's own sources and runs one
# of them (or all) for a number of seconds on its committed corpus.
#
#   scripts/fuzz.sh TARGET SECONDS [libFuzzer options…]
#
# TARGET is one of the readers of outside input, or all:
#   storyboard, infoplist, scenario (a scenario file), actions (an --actions line), app (the actions
#   on an app with real views and controllers), image (image data, as UIImage(data:) decodes it),
#   strings (.strings and .stringsdict files, and formatting with their formats), assetcatalog (a
#   bundle's asset catalogs, written from a folder description, Fuzz/Support/FuzzFolder.swift),
#   project (an Xcode project.pbxproj), planner (the port's plan of a folder, written likewise). The sources are compiled with
# `swiftc -sanitize=fuzzer,address` (FUZZ_SANITIZERS overrides it, for instance `fuzzer` alone)
# into .build/fuzz; nothing is installed or downloaded (the scenario target links the Yams
# that `swift build` already fetched for the package). Inputs libFuzzer finds go to
# .build/fuzz/corpus/TARGET, crashes and hangs to .build/fuzz/artifacts/TARGET/, and the exit
# status is libFuzzer's: non-zero when an input crashed, hung or ran out of memory.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(storyboard infoplist scenario actions app image strings assetcatalog project planner)

usage() {
    echo "usage: scripts/fuzz.sh TARGET|all SECONDS [libFuzzer options…]; TARGET: ${targets[*]}" >&2
    exit 64
}
[[ $# -ge 2 ]] || usage
target=$1
seconds=$2
shift 2
[[ $seconds =~ ^[0-9]+$ ]] || usage
[[ $target == all || " ${targets[*]} " == *" $target "* ]] || usage

out=.build/fuzz
sanitizers=${FUZZ_SANITIZERS:-fuzzer,address}
mkdir -p "$out/modules"
command -v swiftc >/dev/null || { echo "fuzz.sh: swiftc is not on PATH." >&2; exit 69; }

# The toolchain must support libFuzzer: a one-line target shows it.
probe() {
    printf '@_cdecl("LLVMFuzzerTestOneInput") public func f(_ d: UnsafePointer<UInt8>?, _ n: Int) -> CInt { 0 }\n' > "$out/probe.swift"
    swiftc -sanitize="$1" -parse-as-library "$out/probe.swift" -o "$out/probe" >/dev/null 2>&1
}
if ! probe "$sanitizers"; then
    if [[ $sanitizers != fuzzer ]] && probe fuzzer; then
        echo "fuzz.sh: -sanitize=$sanitizers does not link with this toolchain; using -sanitize=fuzzer alone." >&2
        sanitizers=fuzzer
    else
        echo "fuzz.sh: swiftc -sanitize=fuzzer does not work with this toolchain; no target can be built." >&2
        exit 69
    fi
fi

flags=(-swift-version 6 -parse-as-library -enable-testing -package-name HeadlessUIKit -sanitize="$sanitizers" -g -Onone)

# Whether $1 is missing or older than any of the files that follow.
stale() {
    local product=$1
    shift
    [[ ! -e $product ]] && return 0
    local newer
    newer=$(find "$@" -newer "$product" -name '*.swift' -print -quit)
    [[ -n $newer ]]
}

# A static library of one of the package's modules, instrumented.
build_module() {
    local name=$1
    shift
    local library="$out/lib$name.a"
    if stale "$library" "Sources/$name" scripts/fuzz.sh; then
        echo "fuzz.sh: building $name with -sanitize=$sanitizers…" >&2
        local sources=()
        while IFS= read -r file; do sources+=("$file"); done < <(find "Sources/$name" -name '*.swift' | sort)
        swiftc "${flags[@]}" -module-name "$name" -emit-library -static \
            -emit-module -emit-module-path "$out/modules/$name.swiftmodule" \
            -I "$out/modules" "$@" -o "$library" "${sources[@]}"
    fi
}

build_target() {
    local name=$1 source=$2
    shift 2
    local binary="$out/fuzz-$name" rebuild=0
    stale "$binary" "$source" scripts/fuzz.sh && rebuild=1
    for input in "$@"; do [[ $input -nt $binary ]] && rebuild=1; done
    if [[ $rebuild == 1 ]]; then
        echo "fuzz.sh: linking fuzz-$name…" >&2
        swiftc "${flags[@]}" -I "$out/modules" "$source" "$@" -o "$binary" 2> >(grep -v "Cannot export local symbol" >&2)
    fi
}

build() {
    # UIKit's own dependencies first: the contract types, the constraint solver, the graphics
    # frameworks.
    build_module HeadlessCore
    build_module LayoutSolver
    # The Objective-C runtime's functions, which UIKit re-exports.
    build_module ObjectiveC
    # CoreGraphics wraps two C modules: Cairo (a system library, found by pkg-config) and the
    # JPEG shim (a C target: its module map is written here, its one file compiled here).
    local c_flags=(-I Sources/CCairo -I "$out/CImageCodecs")
    for flag in $(pkg-config --cflags-only-I cairo); do c_flags+=(-Xcc "$flag"); done
    mkdir -p "$out/CImageCodecs"
    printf 'module CImageCodecs {\n    umbrella header "%s"\n    export *\n}\n' \
        "$PWD/Sources/CImageCodecs/include/CImageCodecs.h" > "$out/CImageCodecs/module.modulemap"
    if [[ ! -e $out/jpeg.o || Sources/CImageCodecs/jpeg.c -nt $out/jpeg.o ]]; then
        clang -c -g -O1 -I Sources/CImageCodecs/include Sources/CImageCodecs/jpeg.c -o "$out/jpeg.o"
    fi
    build_module CoreGraphics "${c_flags[@]}"
    build_module QuartzCore "${c_flags[@]}"
    # UIKit's C module of Swift runtime functions, likewise.
    mkdir -p "$out/CSwiftRuntime"
    printf 'module CSwiftRuntime {\n    umbrella header "%s"\n    export *\n}\n' \
        "$PWD/Sources/CSwiftRuntime/include/CSwiftRuntime.h" > "$out/CSwiftRuntime/module.modulemap"
    if [[ ! -e $out/swiftruntime.o || Sources/CSwiftRuntime/runtime.c -nt $out/swiftruntime.o ]]; then
        clang -c -g -O1 -I Sources/CSwiftRuntime/include Sources/CSwiftRuntime/runtime.c -o "$out/swiftruntime.o"
    fi
    # Clients of CoreGraphics and UIKit load the C modules those import internally too.
    c_flags+=(-I "$out/CSwiftRuntime")
    build_module UIKit "${c_flags[@]}"
    local uikit=("$out/libUIKit.a" "$out/libObjectiveC.a" "$out/libQuartzCore.a" "$out/libCoreGraphics.a" "$out/libHeadlessCore.a" "$out/libLayoutSolver.a"
                 "$out/jpeg.o" "$out/swiftruntime.o" -lcairo -ljpeg)
    case $1 in
        storyboard) build_target storyboard Fuzz/Targets/FuzzStoryboard.swift "${c_flags[@]}" "${uikit[@]}" ;;
        infoplist) build_target infoplist Fuzz/Targets/FuzzInfoPlist.swift "${c_flags[@]}" "${uikit[@]}" ;;
        actions) build_target actions Fuzz/Targets/FuzzActions.swift "${c_flags[@]}" "${uikit[@]}" ;;
        app) build_target app Fuzz/Targets/FuzzApp.swift "${c_flags[@]}" "${uikit[@]}" ;;
        image) build_target image Fuzz/Targets/FuzzImage.swift "${c_flags[@]}" "${uikit[@]}" ;;
        strings) build_target strings Fuzz/Targets/FuzzStrings.swift "${c_flags[@]}" "${uikit[@]}" ;;
        assetcatalog) build_target assetcatalog Fuzz/Targets/FuzzAssetCatalog.swift Fuzz/Support/FuzzFolder.swift "${c_flags[@]}" "${uikit[@]}" ;;
        scenario|project|planner)
            # LifecycleKit, with Yams, the package's dependency, built as usual (not instrumented).
            swift build --target Yams >/dev/null
            local debug yams
            debug=$(swift build --show-bin-path)
            yams=$(dirname "$(dirname "$debug")")/checkouts/Yams/Sources/CYaml/include
            # The Core Data stand-in, whose model types the port's code generation reads
            # (package-visible members need this build's package name, not SwiftPM's).
            build_module CoreData "${c_flags[@]}"
            build_module LifecycleKit -I "$debug/Modules" -I "$yams" "${c_flags[@]}"
            local lifecycle=(-I "$yams" -I "$debug/Modules" "${c_flags[@]}" "$out/libLifecycleKit.a" "$out/libCoreData.a" "${uikit[@]}"
                             "$debug"/Yams.build/*.o "$debug"/CYaml.build/src/*.o)
            case $1 in
                scenario) build_target scenario Fuzz/Targets/FuzzScenario.swift "${lifecycle[@]}" ;;
                project) build_target project Fuzz/Targets/FuzzProject.swift "${lifecycle[@]}" ;;
                planner) build_target planner Fuzz/Targets/FuzzPlanner.swift Fuzz/Support/FuzzFolder.swift "${lifecycle[@]}" ;;
            esac
            ;;
    esac
}

run() {
    local name=$1
    shift
    build "$name"
    local work="$out/corpus/$name" artifacts="$out/artifacts/$name/"
    mkdir -p "$work" "$artifacts"
    echo "fuzz.sh: fuzzing $name for ${seconds}s (corpus Fuzz/Corpus/$name, new inputs in $work)" >&2
    # Leak detection is off: the toolchain's Foundation leaks on its own error paths
    # (CFPropertyListCreateWithData's CFError, every rejected plist); run with
    # ASAN_OPTIONS=detect_leaks=1 and -detect_leaks=1 to look anyway.
    ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} "$out/fuzz-$name" -max_total_time="$seconds" -timeout=25 -rss_limit_mb=4096 -max_len=65536 \
        -detect_leaks=0 -artifact_prefix="$artifacts" -print_final_stats=1 "$@" "$work" "Fuzz/Corpus/$name"
}

if [[ $target == all ]]; then
    for name in "${targets[@]}"; do run "$name" "$@"; done
else
    run "$target" "$@"
fi
