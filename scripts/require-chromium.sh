#!/usr/bin/env bash
# Run first by `npm test`: the browser journeys at its end drive Debian's Chromium (e2e/playwright.config.ts), so a
# machine without it stops here in a second with what to run, not after the unit suite and a build.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    echo "npm test needs Chromium: CHROMIUM_PATH=$chromium is not an executable file; point it at a Chromium 156 binary." >&2
  else
    echo "npm test needs Chromium at /usr/bin/chromium: run 'sudo apt-get install chromium' (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium 156 binary." >&2
  fi
  exit 1
fi
