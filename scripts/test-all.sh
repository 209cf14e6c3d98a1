#!/usr/bin/env bash
# Every test, in order, stopping at the first failure:
# declared dependencies, production build and beside it the plain build (SITE_SPEED=off), the plain build's smoke set, type check, Jest unit/component/database suites (the concurrency ones on throwaway postgresql-15 clusters), the Edge Functions' Deno tests,
# browser suite against that build, the cross-engine smoke set.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

# Test-only Supabase values, built into the bundle so the forms have a backend to talk to. The Chromium
# browser suite answers the requests itself (request interception); the cross-engine smoke set talks to the
# Supabase stand-in (__tests__/fixtures/supabase-stand-in: the real migrations in PGlite behind Supabase's
# HTTP interfaces), which its Jest global setup starts at this URL. The port is chosen here, before the
# build: SUPABASE_STAND_IN_PORT, else a free one below the ephemeral range (scripts/free-port.cjs), so
# parallel runs on one machine do not collide. A production build sets the real values (supabase/README.md).
if [ -z "${GATSBY_SUPABASE_URL:-}" ]; then
  export GATSBY_SUPABASE_URL="http://127.0.0.1:${SUPABASE_STAND_IN_PORT:-$(node scripts/free-port.cjs)}"
fi
export GATSBY_SUPABASE_ANON_KEY="${GATSBY_SUPABASE_ANON_KEY:-test-only-anon-key}"
echo "Supabase for the tests: $GATSBY_SUPABASE_URL"

step() { printf '\n=== %s (at %d s) ===\n' "$*" "$SECONDS"; }

# First, as the build writes the GraphQL query types (src/gatsby-types.d.ts) the type check reads:
# one build serves both, so tsc checks the types of this very content and a fresh clone builds once.
step "Declared dependencies and dead files (knip)"
# Fails on an imported package missing from package.json, a declared one nothing uses, and a file nothing
# reaches (knip.jsonc says what is reached in other ways). A few seconds.
npx knip --no-progress

step "Production build, and beside it the plain build (SITE_SPEED=off)"
# Gatsby without the speed plugins (plugins/README.md) proves the site works without the techniques that bend
# Gatsby, so an upgrade that breaks one can be told apart. It builds in a copy of the sources (its own .cache
# and public/, node_modules shared) at the same time as the normal build: a Gatsby build leaves about a
# quarter of two cores idle (single-threaded bootstrap and webpack stages), so the two together finish
# sooner than one after the other.
PLAIN_DIR="$(mktemp -d)/site"
mkdir -p "$PLAIN_DIR"
tar -C . --exclude=./.git --exclude=node_modules --exclude=./.cache --exclude=./public --exclude=./bench/results \
  --exclude=./bench/empty-gatsby/.cache --exclude=./bench/empty-gatsby/public -cf - . | tar -C "$PLAIN_DIR" -xf -
ln -s "$PWD/node_modules" "$PLAIN_DIR/node_modules"
(cd "$PLAIN_DIR" && SITE_SPEED=off npx gatsby build >"$PLAIN_DIR/build.log" 2>&1) &
plain_build=$!
trap 'kill "$plain_build" 2>/dev/null || true; rm -rf "$(dirname "$PLAIN_DIR")"' EXIT
npx gatsby build
if ! wait "$plain_build"; then
  cat "$PLAIN_DIR/build.log"
  echo "The plain build (SITE_SPEED=off) failed: its output is above." >&2
  exit 1
fi
echo "Plain build (SITE_SPEED=off): $(grep -m1 -o 'Done building in [0-9.]* sec' "$PLAIN_DIR/build.log" || true)"

step "The plain build's smoke set"
# Every page 200 and hydrated without a console error, the menus, the quote form, against the copy's public/.
(cd "$PLAIN_DIR" && npx jest --selectProjects plain --ci --maxWorkers=2)

step "Type check"
npx tsc --noEmit -p .

step "Unit, component and database tests"
# Jest's default on two cores is one worker; two finish in about half the time (23 s against 46 s here).
npx jest --selectProjects unit component database --ci --maxWorkers=2

step "Concurrency tests on a real Postgres server"
# Requests that arrive together (uploads, sign-ups, mail claims, rate limits), each file on a throwaway
# postgresql-15 cluster started as the postgres user on a free port, migrated, and stopped after
# (__tests__/database/support/postgres-cluster.ts). One file at a time: each runs dozens of connections itself.
npx jest --selectProjects concurrency --ci --maxWorkers=1

step "Edge Function tests (Deno)"
# supabase/functions runs on Deno as Supabase deploys it: type-check each function with its own deno.json, then
# test it in the real Deno runtime against a real Postgres server (Debian's postgresql-15: each test file starts
# a throwaway cluster as the postgres user on a free port, applies the Supabase fixture and every migration, and
# stops it after; __tests__/database/support/postgres-cluster.ts) and a stand-in mail API (__tests__/functions).
# On first run Deno fetches the npm: packages pinned in the deno.lock files from the npm registry
# (NPM_CONFIG_REGISTRY if set). `timeout` bounds a hung server.
npx deno check --frozen --config supabase/functions/notify-quote/deno.json supabase/functions/notify-quote/index.ts
npx deno check --frozen --config supabase/functions/mail-events/deno.json supabase/functions/mail-events/index.ts
npx deno check --frozen --config supabase/functions/notify-application/deno.json supabase/functions/notify-application/index.ts
# The booking code the functions will import (windows, words, calendar files, links), as Deno reads it.
npx deno check --frozen --config supabase/functions/notify-quote/deno.json src/lib/booking/*.ts
timeout 600 npx deno test --frozen --allow-all --config __tests__/functions/deno.json __tests__/functions/*.test.ts

step "Browser tests against the production build"
# Two Jest workers, each with its own Chromium, against the one static server: the browser suite waits
# on the network, timers and the browser as much as it computes, so two files at a time finish sooner
# even on two cores (measured side by side: 7 min 47 s against 14 min 8 s in band on a loaded machine).
npx jest --selectProjects browser --ci --maxWorkers=2

step "Cross-engine smoke set: Chromium, Firefox and WebKit against the build and the Supabase stand-in"
# __tests__/engines: one test file per engine, two at a time; the stand-in starts at GATSBY_SUPABASE_URL (above).
# WebdriverIO (WebKit's driver) loads as an ES module, which Jest's module system runs under this flag.
engines_started=$SECONDS
NODE_OPTIONS="${NODE_OPTIONS:+$NODE_OPTIONS }--experimental-vm-modules" npx jest --selectProjects engines --ci --maxWorkers=2
echo "Cross-engine smoke set: $((SECONDS - engines_started)) s"
printf "\n=== Done (at %d s) ===\n" "$SECONDS"
