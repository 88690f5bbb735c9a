#!/usr/bin/env bash
# Memory safety, checked (issue 34): the whole test suite in the checked build (the `Checked`
# package trait, which verifies every unretained link the engine reads) under AddressSanitizer,
# then the example apps' walks in that build. Any read of freed memory, overflow or type
# confusion is a failure. The build goes to .build-asan, apart from the ordinary one.
#
#   scripts/check-asan.sh            # build, the test suite, the walks
#   scripts/check-asan.sh --walks    # the walks only (after a build)
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-asan
options=(--sanitize address --traits Checked --scratch-path "$scratch")
# The toolchain's Foundation leaks on some of its own error paths; leaks are LeakDemo's business.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"

if [[ ${1:-} != --walks ]]; then
    swift build --build-tests "${options[@]}"
    swift test --skip-build "${options[@]}"
else
    swift build "${options[@]}"
fi

bin=$(swift build --show-bin-path "${options[@]}")
walk() { # executable, then its arguments
    local app=$1
    shift
    echo "check-asan: $app $*" >&2
    "$bin/$app" "$@" >/dev/null
}
walk LifecycleDemo --strict --actions "home, open, rotate landscape-left, memory-warning, app-switcher, app-switcher-dismiss, notification-center, notification-center-dismiss, call, call-end, lock, unlock"
walk MainAttributeDemo --strict --actions "notification-center, notification-center-dismiss, home, open"
walk SceneDemo --strict --info-plist Examples/SceneDemo/Info.plist --actions "home, open, rotate landscape-right"
walk NavigationDemo --strict --actions "tap show-detail, back, tap show-sheet, swipe-down, tap show-detail, swipe-back, memory-warning"
walk StoryboardDemo --strict --info-plist Examples/StoryboardDemo/Info.plist --actions "tap next, back, tap next, back"
walk ListDemo --strict --actions "scroll down, scroll-to Fruit 120, tap Fruit 120, back, scroll-to-top, memory-warning"
walk FormDemo --strict --actions "toggle notifications, select-segment Weekly, step copies up, slide volume 0.8, tap Submit, focus Name, type Ada, return, tap-at 60 55 2"
walk SignUpDemo --strict --actions "focus Name, type Ada1, return, type ada@example.com, return, tap Submit, text-size accessibility-medium, appearance dark"
walk AutoLayoutDemo --strict --device iphone-15 --actions "rotate landscape-left, rotate portrait, memory-warning"
walk ChromeDemo --strict --device iphone-15 --actions 'tap Add, alert Create, tap "Milk, eggs", back, tap-tab Settings, tap Reset, tap "Reset Everything"'
walk LeakDemo --actions "memory-warning"
echo "check-asan: the test suite and the walks ran clean under AddressSanitizer (checked build)." >&2
