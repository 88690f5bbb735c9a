#!/usr/bin/env python3
"""Resident memory of an app process over many device cycles, with or without --trace.

    Scripts/soak.py home-open 1000000                      # no trace
    Scripts/soak.py navigation 1000000 --trace trace.txt   # --trace, streamed to a file
    Scripts/soak.py navigation 1000000 --trace /dev/null

It starts the release build of `soak-app` (an app whose first screen pushes a screen of ten
labels), writes the device actions of each cycle to its standard input (`home`, `open` for
home-open; `tap push`, `back` for navigation), and reads the process's resident size
(VmRSS in /proc) at 20 points of the run. The pipe holds a few thousand actions at most, so
the app is within that many cycles of the point sampled. It prints one row per sample and
the spread of the samples after the first tenth of the run (the warm-up) around their mean.
"""
import argparse
import os
import subprocess
import sys
import time

ACTIONS = {"home-open": b"home\nopen\n", "navigation": b"tap push\nback\n"}


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kind", choices=sorted(ACTIONS))
    parser.add_argument("cycles", type=int)
    parser.add_argument("--trace", metavar="FILE", help="run with --trace, writing the trace to FILE")
    parser.add_argument("--samples", type=int, default=20)
    parser.add_argument("--app", default=os.path.join(os.path.dirname(__file__), "..", ".build", "release", "soak-app"))
    options = parser.parse_args()

    command = [options.app] + (["--trace"] if options.trace else [])
    output = open(options.trace or os.devnull, "wb")
    errors = open(os.devnull, "wb")
    started = time.monotonic()
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=output, stderr=errors)
    chunk = ACTIONS[options.kind] * 1000
    every = max(1000, options.cycles // options.samples // 1000 * 1000)
    samples = []
    done = 0
    print(f"| cycles | resident KiB | seconds |")
    print(f"|---:|---:|---:|")
    while done < options.cycles:
        process.stdin.write(chunk)
        done += 1000
        if done % every == 0 or done >= options.cycles:
            process.stdin.flush()
            kib = rss_kib(process.pid)
            samples.append((done, kib))
            print(f"| {done:,} | {kib:,} | {time.monotonic() - started:.0f} |", flush=True)
    process.stdin.close()
    status = process.wait()
    elapsed = time.monotonic() - started
    settled = [kib for cycles, kib in samples if cycles > options.cycles // 10]
    mean = sum(settled) / len(settled)
    spread = max(abs(kib - mean) for kib in settled) / mean * 100
    size = os.path.getsize(options.trace) if options.trace and os.path.isfile(options.trace) else None
    print(f"\n{options.kind}, {options.cycles:,} cycles{', --trace' if options.trace else ''}: "
          f"exit status {status}, {elapsed:.0f} s; resident {min(settled):,}–{max(settled):,} KiB after the first tenth, "
          f"within ±{spread:.1f} % of its mean" + (f"; trace file {size:,} bytes" if size is not None else ""))
    return 0 if status == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
