#!/usr/bin/env bash
# Every test, in order, stopping at the first failure:
# type check, Jest unit/component/database suites, production build, browser suite against that build.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

step() { printf '\n=== %s ===\n' "$*"; }

# The build writes the GraphQL query types tsc needs; on a fresh clone build them first.
if [ ! -f src/gatsby-types.d.ts ]; then
  step "Generating GraphQL types (first run)"
  npx gatsby build >/dev/null
fi

step "Type check"
npx tsc --noEmit -p .

step "Unit, component and database tests"
npx jest --selectProjects unit component database --ci

step "Production build"
npx gatsby build

step "Browser tests against the production build"
npx jest --selectProjects browser --ci --runInBand
