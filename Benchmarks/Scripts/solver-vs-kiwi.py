#!/usr/bin/env python3
"""The constraint solver (LayoutSolver) against kiwisolver on the same generated screen.

Builds solver-bench (release), exports the 1,000-view screen as JSON, times the Swift
solver's workloads (`solver-bench time`), then solves the same system with kiwisolver
(`pip install kiwisolver`), times the same three operations, checks that both solvers give
the same values (portrait, after the constant change, landscape), and prints a table.

    Scripts/solver-vs-kiwi.py [VIEWS]      # default 1000

Wall time only: the two solvers are in different languages. Both sides time the same
work: adding every constraint one by one to a new solver, adding the two edit variables,
suggesting the portrait size and reading the values (from scratch); changing one constant
and reading the values; suggesting both edit variables and reading the values (rotation).
Constraint objects are built before the clock starts on both sides.

UIKit priorities map to kiwisolver strengths as 10 ** (priority / 125): 250 -> 100,
500 -> 1e4, 750 -> 1e6, 999 -> ~1e8, all below kiwisolver's required strength (~1e9).
kiwisolver weighs priority levels in one sum; LayoutSolver orders them strictly. The
screen has no trade-off between levels, so both find the same optimum.
"""
import json
import os
import statistics
import subprocess
import sys
import time

import kiwisolver as kiwi

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VIEWS = int(sys.argv[1]) if len(sys.argv) > 1 else 1000


def run(*args):
    return subprocess.run(args, cwd=ROOT, check=True, capture_output=True, text=True).stdout


def strength(priority):
    return kiwi.strength.required if priority >= 1000 else 10 ** (priority / 125)


def build(system):
    variables = [kiwi.Variable(name) for name in system["variables"]]
    constraints = []
    for spec in system["constraints"]:
        expression = sum((coefficient * variables[index] for index, coefficient in spec["terms"]), 0.0)
        constant = spec["constant"]
        if spec["op"] == "==":
            c = expression == constant
        elif spec["op"] == "<=":
            c = expression <= constant
        else:
            c = expression >= constant
        constraints.append(c | strength(spec["priority"]))
    return variables, constraints


def solve_from_scratch(system, variables, constraints, width, height):
    solver = kiwi.Solver()
    for c in constraints:
        solver.addConstraint(c)
    edits = [variables[e["variable"]] for e in system["edits"]]
    for edit, e in zip(edits, system["edits"]):
        solver.addEditVariable(edit, strength(e["priority"]))
    solver.suggestValue(edits[0], width)
    solver.suggestValue(edits[1], height)
    solver.updateVariables()
    return solver, edits


def mismatches(variables, expected, tolerance=1e-6):
    bad = []
    for variable, value in zip(variables, expected):
        if abs(variable.value() - value) > tolerance * max(1.0, abs(value)):
            bad.append(f"{variable.name()}: kiwi {variable.value()} vs LayoutSolver {value}")
    return bad


def main():
    print("building solver-bench (release)...", file=sys.stderr)
    subprocess.run(["swift", "build", "-c", "release", "--product", "solver-bench"], cwd=ROOT, check=True,
                   stdout=sys.stderr)
    driver = os.path.join(ROOT, ".build", "release", "solver-bench")
    system = json.loads(run(driver, "export", str(VIEWS)))
    swift = json.loads(run(driver, "time", str(VIEWS)))

    variables, constraints = build(system)
    portrait, landscape = system["portrait"], system["landscape"]

    # From scratch, and the values check.
    samples = []
    for _ in range(15):
        variables, constraints = build(system)
        start = time.perf_counter()
        solver, edits = solve_from_scratch(system, variables, constraints, portrait["width"], portrait["height"])
        samples.append(time.perf_counter() - start)
    problems = mismatches(variables, portrait["values"])

    # One constant change: kiwisolver changes a constant by removing the constraint and adding
    # it again with the new constant (its constraints are immutable).
    change = system["change"]
    index = change["constraint"]
    spec = system["constraints"][index]
    original = constraints[index]

    def changed(constant):
        expression = sum((coefficient * variables[i] for i, coefficient in spec["terms"]), 0.0)
        return (expression == constant) | strength(spec["priority"])

    moved, back = changed(change["constant"]), changed(spec["constant"])
    solver.removeConstraint(original)
    solver.addConstraint(moved)
    solver.updateVariables()
    problems += mismatches(variables, change["values"])
    current = moved
    constant_samples = []
    for step in range(30):
        replacement = back if current is moved else moved
        start = time.perf_counter()
        solver.removeConstraint(current)
        solver.addConstraint(replacement)
        solver.updateVariables()
        constant_samples.append(time.perf_counter() - start)
        current = replacement
    if current is not back:
        solver.removeConstraint(current)
        solver.addConstraint(back)

    # Rotation.
    solver.suggestValue(edits[0], landscape["width"])
    solver.suggestValue(edits[1], landscape["height"])
    solver.updateVariables()
    problems += mismatches(variables, landscape["values"])
    rotation_samples = []
    for step in range(30):
        size = (portrait["width"], portrait["height"]) if step % 2 == 0 else (landscape["width"], landscape["height"])
        start = time.perf_counter()
        solver.suggestValue(edits[0], size[0])
        solver.suggestValue(edits[1], size[1])
        solver.updateVariables()
        rotation_samples.append(time.perf_counter() - start)

    def ms(values):
        return statistics.median(values) * 1000, min(values) * 1000

    kiwi_scratch, kiwi_scratch_min = ms(samples)
    kiwi_change, _ = ms(constant_samples)
    kiwi_rotation, _ = ms(rotation_samples)
    s = swift
    print(f"screen: {system and VIEWS} views, {len(system['constraints'])} constraints, "
          f"{len(system['variables'])} variables; kiwisolver {kiwi.__version__}\n")
    print("| operation | LayoutSolver (median / min) | kiwisolver (median / min) | LayoutSolver ÷ kiwisolver |")
    print("|---|---:|---:|---:|")
    print(f"| from scratch | {s['scratch']['median_ms']:.2f} / {s['scratch']['min_ms']:.2f} ms | "
          f"{kiwi_scratch:.2f} / {kiwi_scratch_min:.2f} ms | {s['scratch']['median_ms'] / kiwi_scratch:.2f}× |")
    print(f"| one constant (chain: every view's top moves) | {s['chain']['median_ms']:.4f} ms | "
          f"{kiwi_change:.4f} ms (remove + add) | {s['chain']['median_ms'] / kiwi_change:.2f}× |")
    print(f"| one constant (a gap in the middle) | {s['constant']['median_ms']:.4f} ms | – | – |")
    print(f"| rotation (both edit variables) | {s['rotation']['median_ms']:.4f} ms | {kiwi_rotation:.4f} ms | "
          f"{s['rotation']['median_ms'] / kiwi_rotation:.2f}× |")
    print()
    print(f"targets (LayoutSolver): from scratch ≤ 2× kiwisolver: {s['scratch']['median_ms'] / kiwi_scratch:.2f}×; "
          f"one constant ≤ 5 % of from scratch: {100 * s['chain']['median_ms'] / s['scratch']['median_ms']:.3f} % (chain), "
          f"{100 * s['constant']['median_ms'] / s['scratch']['median_ms']:.3f} % (gap); "
          f"rotation ≤ 1.5× from scratch: {s['rotation']['median_ms'] / s['scratch']['median_ms']:.4f}×")
    if problems:
        print(f"\nVALUES DIFFER ({len(problems)}):")
        for line in problems[:20]:
            print("  " + line)
        sys.exit(1)
    print("\nvalues: kiwisolver and LayoutSolver agree on all "
          f"{len(system['variables'])} variables in portrait, after the constant change, and in landscape")


if __name__ == "__main__":
    main()
