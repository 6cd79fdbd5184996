# Sourced by every launcher: puts the pinned Node 24 and pnpm (from the npm registry) first on PATH,
# installing them into .tools/node_modules when missing. Works with any system Node + npm, on Linux and macOS,
# x64 and arm64: node-platform.sh names this machine's Node package (by uname -sm), package.json pins its version.
TOOLS_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_DIR="$(dirname "$TOOLS_DIR")"
node_package="$(bash "$TOOLS_DIR/node-platform.sh")" || return 1 2>/dev/null || exit 1
want_node="$(sed -n "s/.*\"$node_package\": *\"\([^\"]*\)\".*/\1/p" "$TOOLS_DIR/package.json")"
have_node="$("$TOOLS_DIR/node_modules/.bin/node" -v 2>/dev/null || true)"
if [ "$have_node" != "v$want_node" ] || [ ! -x "$TOOLS_DIR/node_modules/.bin/pnpm" ]; then
  echo "› installing Node $want_node ($node_package) and pnpm into .tools/ (npm registry)"
  npm install --prefix "$TOOLS_DIR" --no-audit --no-fund --loglevel=error >/dev/null
fi
export PATH="$TOOLS_DIR/node_modules/.bin:$REPO_DIR/node_modules/.bin:$PATH"
# Native addons (better-sqlite3 fallback builds) must compile against Node 24's headers, offline.
export npm_config_nodedir="$TOOLS_DIR/node_modules/$node_package"
export PNPM_CONFIG_UPDATE_NOTIFIER=false
