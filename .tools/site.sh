#!/usr/bin/env bash
# The two newcomer commands (npm start / npm test) and pnpm dev land here.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$REPO_DIR"

install() {
  if [ -n "${CI:-}" ]; then pnpm install --frozen-lockfile --reporter=append-only; else pnpm install --reporter=append-only; fi
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
