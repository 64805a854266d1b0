#!/usr/bin/env bash
# The fuzz tests (pytest -m fuzz), run with many times their usual examples.
# Usage: scripts/fuzz_long.sh [SCALE]   (default 50; the suite itself runs them at 1)
# Prints Hypothesis' statistics per test and the time taken; figures go into
# docs/robustness.md.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
scale="${1:-50}"
start=$(date +%s)
ACCESS_CARDS_FUZZ_SCALE="$scale" .venv/bin/python -m pytest -m fuzz -p no:cacheprovider \
    --hypothesis-show-statistics -o addopts="" "${@:2}"
echo "fuzz tests at scale $scale: $(( $(date +%s) - start )) s"
