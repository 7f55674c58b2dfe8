#!/usr/bin/env bash
# The unit suite where dates bite: a year ahead on the far side of the date line (UTC+14), then across New Year's
# midnight west of it (UTC-11). A test that leans on today's date, the time of day or the machine's time zone fails
# here first. Needs Debian's faketime (apt-get install faketime).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v faketime >/dev/null; then
  echo "npm run test:dates needs faketime: apt-get install faketime" >&2
  exit 1
fi
next_year=$(($(date -u +%Y) + 1))

echo "== 400 days ahead, in Pacific/Kiritimati (UTC+14)"
TZ=Pacific/Kiritimati faketime '+400 days' npm run test:unit

echo "== from 31 December $next_year 23:58 on, in Pacific/Pago_Pago (UTC-11): the run crosses midnight"
TZ=Pacific/Pago_Pago faketime "$next_year-12-31 23:58:00" npm run test:unit
