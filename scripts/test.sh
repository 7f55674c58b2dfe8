#!/usr/bin/env bash
# `npm test`: every check CI runs, in order, stopping at the first that fails. Prints each phase's wall time at the
# end (also after a failure), so a slower suite shows where it grew.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/require-chromium.sh

phases=(lint typecheck test:unit build test:e2e)
timings=()
started=$SECONDS
report() {
  local status=$?
  [ ${#timings[@]} -eq 0 ] && exit "$status"
  echo
  echo "npm test phases (wall time):"
  printf '  %s\n' "${timings[@]}"
  printf '  %-10s %5d s\n' total $((SECONDS - started))
  exit "$status"
}
trap report EXIT
for phase in "${phases[@]}"; do
  phase_start=$SECONDS
  status=0
  npm run --silent "$phase" || status=$?
  timings+=("$(printf '%-10s %5d s%s' "$phase" $((SECONDS - phase_start)) "$([ "$status" -eq 0 ] || echo '  (failed)')")")
  [ "$status" -eq 0 ] || exit "$status"
done
