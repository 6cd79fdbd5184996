#!/usr/bin/env bash
# Applies one Kustomize overlay to the cluster in kubectl's current context, the migrate Job first:
#   bash .tools/deploy.sh shell/deploy/site/overlays/production   # the whole site
#   bash .tools/deploy.sh mf-human/deploy/overlays/production      # one part (its team's pipeline)
# 1. render the overlay once (the same objects for every step);
# 2. if it holds the API's migrate Job (label app.kubernetes.io/component=migrate): delete the previous release's
#    Job (a Job's template cannot change), apply the new one and wait until it completes — a failed migration stops
#    here, and the running pods keep serving;
# 3. apply everything else and wait for each Deployment's rollout.
# KUBECTL picks the kubectl (default: kubectl on PATH); DRY_RUN=1 prints the steps instead of running them.
set -euo pipefail
overlay="${1:?usage: deploy.sh <kustomize overlay folder>}"
kubectl="${KUBECTL:-kubectl}"
run() { if [ -n "${DRY_RUN:-}" ]; then echo "+ $*"; else "$@"; fi; }

rendered="$(mktemp)"
trap 'rm -f "$rendered"' EXIT
"$kubectl" kustomize "$overlay" >"$rendered"
namespace="$(sed -n 's/^  namespace: //p' "$rendered" | sort -u | head -n 1)"
[ -n "$namespace" ] || { echo "deploy.sh: $overlay sets no namespace" >&2; exit 2; }

# Names by kind in the rendered stream (kustomize writes metadata's keys in order: annotations, labels, name).
names() { # kind [label]
  awk -v want="$1" -v label="${2:-}" '
    function flush() { if (kind == want && (label == "" || labelled)) print name; kind = ""; name = ""; labelled = 0 }
    /^---/ { flush(); next }
    /^kind: / { kind = $2 }
    /^  name: / { name = $2 }
    label != "" && index($0, label) { labelled = 1 }
    END { flush() }' "$rendered"
}
migrate_jobs="$(names Job 'app.kubernetes.io/component: migrate')"
if [ -n "$migrate_jobs" ]; then
  for job in $migrate_jobs; do
    run "$kubectl" -n "$namespace" delete job "$job" --ignore-not-found --wait=true
  done
  run "$kubectl" apply -f "$rendered" -l app.kubernetes.io/component=migrate
  for job in $migrate_jobs; do
    echo "› waiting for job/$job (migrations, seeds, backfill)"
    [ -n "${DRY_RUN:-}" ] && continue
    until state="$("$kubectl" -n "$namespace" get "job/$job" \
      -o jsonpath='{range .status.conditions[?(@.status=="True")]}{.type} {end}')" &&
      [[ "$state" == *Complete* || "$state" == *Failed* ]]; do sleep 5; done
    if [[ "$state" != *Complete* ]]; then
      "$kubectl" -n "$namespace" logs "job/$job" --tail=100 >&2 || true
      echo "deploy.sh: job/$job failed ($state): nothing else was applied" >&2
      exit 1
    fi
  done
fi
run "$kubectl" apply -f "$rendered" -l 'app.kubernetes.io/component!=migrate'
for deployment in $(names Deployment); do
  run "$kubectl" -n "$namespace" rollout status "deployment/$deployment" --timeout=10m
done
