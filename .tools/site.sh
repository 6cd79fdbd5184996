#!/usr/bin/env bash
# The two newcomer commands (npm start / npm test) and pnpm dev land here.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$REPO_DIR"

install() {
  if [ -n "${CI:-}" ]; then pnpm install --frozen-lockfile --reporter=append-only; else pnpm install --reporter=append-only; fi
}

# Browser tests drive Debian's Chromium (test tools cannot download browsers here).
ensure_chromium() {
  [ -n "${CHROMIUM_PATH:-}" ] && return
  command -v chromium >/dev/null 2>&1 && return
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "› installing Debian's chromium for the browser tests"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Browser tests need Chromium: run 'sudo apt-get install chromium' (or set CHROMIUM_PATH)." >&2
    exit 1
  fi
}

# The Kubernetes manifests' test renders them with kubectl's Kustomize (.tools/kubectl.mjs installs one when missing).
ensure_kubectl() {
  node "$TOOLS_DIR/kubectl.mjs" >/dev/null
}

case "${1:-}" in
  start)
    install
    pnpm run build
    exec node .tools/stack.mjs
    ;;
  dev)
    install
    exec pnpm -r --parallel --stream run dev
    ;;
  test)
    install
    ensure_chromium
    ensure_kubectl
    pnpm run typecheck
    pnpm run lint
    pnpm run test:unit
    pnpm run build
    pnpm run test:e2e
    ;;
  *)
    echo "usage: site.sh start|dev|test" >&2
    exit 2
    ;;
esac
