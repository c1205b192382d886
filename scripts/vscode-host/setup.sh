#!/usr/bin/env bash
# Prepares this machine to run the extension's integration tests inside a real VS Code:
# code-server (VS Code's workbench with a Node extension host, from npm) driven by headless
# Chromium (from Debian). Only the npm registry and Debian's packages are used: nothing is
# downloaded from GitHub or Microsoft, which these machines and CI cannot reach.
#
# Idempotent and fast once done: each step checks first and skips what is already there.
#   1. Debian packages chromium, ripgrep, libkrb5-dev (apt-get update runs only if one is missing)
#   2. code-server into .vscode-test/code-server (an ignored folder), built for this Node
#
# usage: bash scripts/vscode-host/setup.sh
# env:   CODE_SERVER_VERSION  default 4.100.3 (= VS Code 1.100.3; keep engines.vscode <= ^1.100.0)
#        CODE_SERVER_DIR      default <repo>/.vscode-test/code-server
#        FORCE=1              reinstall code-server even if present
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
VERSION=${CODE_SERVER_VERSION:-4.100.3}
DIR=$(realpath -m "${CODE_SERVER_DIR:-$ROOT/.vscode-test/code-server}")
START=$SECONDS

log() { echo "[vscode-host setup] $*"; }
elapsed() { echo "$(( SECONDS - $1 )) s"; }

# ---------------------------------------------------------------------------------------------
# 1. Debian packages
#    chromium     the browser that loads the workbench (driven through playwright-core)
#    ripgrep      stands in for @vscode/ripgrep, whose install downloads rg from GitHub
#    libkrb5-dev  headers for the `kerberos` native addon that VS Code's server builds
#    librsvg2-bin rsvg-convert, with which `tsn render --format png` draws the map (no browser)
#    build tools  for the native addons (present on the usual images; added only if missing)
# ---------------------------------------------------------------------------------------------
missing=()
for pkg in chromium ripgrep libkrb5-dev librsvg2-bin; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
done
command -v make >/dev/null && command -v g++ >/dev/null || missing+=(build-essential)
command -v python3 >/dev/null || missing+=(python3)

if (( ${#missing[@]} )); then
  SUDO=; [ "$(id -u)" -eq 0 ] || SUDO=sudo
  t=$SECONDS
  log "installing Debian packages: ${missing[*]} (apt-get update first)"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
  log "Debian packages installed in $(elapsed $t)"
else
  log "Debian packages already installed: chromium ripgrep libkrb5-dev librsvg2-bin"
fi

# ---------------------------------------------------------------------------------------------
# 2. code-server from npm, without its postinstall (which downloads ripgrep and prebuilt
#    binaries from GitHub): the same steps done by hand, with Debian's rg and native addons
#    built from source against the Node that will run it. A marker written at the very end
#    records the version and the Node ABI, so a half-done install or a Node upgrade reinstalls.
# ---------------------------------------------------------------------------------------------
MARKER="$DIR/.installed"
WANT="code-server $VERSION node-abi $(node -p process.versions.modules)"

if [ -z "${FORCE:-}" ] && [ -f "$MARKER" ] && [ "$(cat "$MARKER")" = "$WANT" ]; then
  log "code-server $VERSION already installed in ${DIR#"$ROOT"/}"
else
  t=$SECONDS
  log "installing code-server $VERSION into ${DIR#"$ROOT"/} (node $(node -v), npm $(npm -v))"
  rm -rf "$DIR"
  mkdir -p "$DIR"
  cd "$DIR"
  echo '{ "name": "code-server-host", "private": true }' > package.json
  # Recent npm skips dependencies' install scripts unless package.json allows them by name; this
  # throw-away install needs them (native addons), so allow them all. Older npm ignores the setting.
  export npm_config_dangerously_allow_all_scripts=true
  export npm_config_yes=true          # node-pty's install script runs `npx node-gyp`
  export npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false

  # 2a. the package itself, scripts off
  npm install --ignore-scripts --loglevel=error "code-server@$VERSION"
  # 2b. argon2 (needed at startup): its prebuilt download fails, node-pre-gyp builds from source
  npm rebuild argon2 --loglevel=error
  # 2c. what code-server's postinstall.sh does, minus the downloads
  cd node_modules/code-server/lib/vscode
  npm install --omit=dev --ignore-scripts --loglevel=error
  mkdir -p node_modules/@vscode/ripgrep/bin
  ln -sf "$(command -v rg)" node_modules/@vscode/ripgrep/bin/rg   # its postinstall sees bin/ and skips the download
  npm rebuild --loglevel=error         # node-pty, spdlog, kerberos, native-watchdog, ... built by node-gyp
  ln -sfn node_modules node_modules.asar
  (cd bin/remote-cli && ln -sf code-linux.sh code-server)
  (cd bin/helpers && ln -sf browser-linux.sh browser.sh)
  (cd extensions && npm install --omit=dev --loglevel=error >/dev/null)  # the built-in extensions' dependencies

  # 2d. check that it starts (XDG_CONFIG_HOME: else it writes ~/.config/code-server/config.yaml)
  got=$(XDG_CONFIG_HOME="$DIR/.xdg" node "$DIR/node_modules/code-server/out/node/entry.js" --version | tail -1)
  rm -rf "$DIR/.xdg"
  echo "$WANT" > "$MARKER"
  log "code-server installed in $(elapsed $t): $got"
fi

log "ready in $(elapsed $START)"
