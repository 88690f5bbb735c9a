#!/usr/bin/env bash
# Installs the Debian packages listed in scripts/system-packages.txt that are not installed yet.
# Safe to run repeatedly: when everything is present it does nothing and needs no network or root.
set -euo pipefail
cd "$(dirname "$0")/.."
missing=()
while read -r package; do
    case "$package" in ''|'#'*) continue ;; esac
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done < scripts/system-packages.txt
[ ${#missing[@]} -eq 0 ] && exit 0
echo "install-dependencies: installing ${missing[*]}" >&2
sudo_cmd=()
[ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
