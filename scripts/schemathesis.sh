#!/usr/bin/env bash
# Checks the running server against its own OpenAPI document (Sources/ReviewServer/Resources/
# openapi.yaml) with schemathesis, on SQLite and on PostgreSQL: no 5xx, and every reply's status,
# content type and body as the document says. Bounded: ST_MAX_EXAMPLES cases per operation and
# phase (the run takes a few minutes on 2 cores). Starts and stops its own servers, by pid.
# One worker: on Python 3.11 two threads parsing Python source at once trip CPython's shared AST
# recursion counter ("AST constructor recursion depth mismatch"), an error of the tool's own.
# Usage: scripts/schemathesis.sh DUBEOL_BINARY
# ST_BIN names a schemathesis to use instead of the pinned one it installs; TMPDIR, where its
# work folder goes.
set -euo pipefail
bin="$1"
max_examples="${ST_MAX_EXAMPLES:-40}"
# Each store's full report is kept here (the terminal shows its summary).
reports="${ST_REPORTS:-.build-schemathesis/reports}"
mkdir -p "$reports"
st="${ST_BIN:-$(bash "$(dirname "$0")/install-schemathesis.sh")}"
work=$(mktemp -d "${TMPDIR:-/tmp}/dubeol-schemathesis.XXXXXX")
pids=()
pg_data=""
cleanup() {
  for pid in "${pids[@]}"; do
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  if [ -n "$pg_data" ]; then as_postgres /usr/lib/postgresql/15/bin/pg_ctl -D "$pg_data" -m immediate -w stop >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

# Starts `dubeol serve` on $1 with the per-client limits off (one client loads it) and sets
# `port`. Called in this shell, never inside $(…): the pid it records must reach `cleanup`.
serve() {
  local log="$work/serve-$2.log"
  "$bin" serve --port 0 --database "$1" --post-limit 0 --search-limit 0 >"$log" 2>&1 &
  pids+=($!)
  port=""
  for _ in $(seq 1 100); do
    port=$(grep -o 'listening on http://127.0.0.1:[0-9]*' "$log" | grep -o '[0-9]*$' || true)
    [ -n "$port" ] && return
    sleep 0.1
  done
  cat "$log" >&2; return 1
}

run() {
  local name="$1" port="$2"
  echo "== schemathesis on $name (127.0.0.1:$port, at most $max_examples cases per operation)"
  "$st" --no-color run "http://127.0.0.1:$port/openapi.yaml" --url "http://127.0.0.1:$port" \
    --checks not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance \
    --max-examples "$max_examples" --request-timeout 10 --workers 1 --seed 22 \
    --suppress-health-check all 2>&1 | tee "$reports/$name.txt" | sed -n '/^Test Phases/,$p' 
  return "${PIPESTATUS[0]}"
}

status=0
serve "sqlite:$work/reviews.sqlite" sqlite
run sqlite "$port" || status=1

# PostgreSQL: a cluster of this run's own, on a socket in the work folder.
pg_data="$work/pg"
mkdir -p "$pg_data"
[ "$(id -u)" = 0 ] && chown postgres:postgres "$work" "$pg_data"
as_postgres /usr/lib/postgresql/15/bin/initdb -D "$pg_data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 --no-sync >/dev/null
as_postgres /usr/lib/postgresql/15/bin/pg_ctl -D "$pg_data" -l "$pg_data/log" -w -o "-k $work -c listen_addresses='' -c fsync=off" start >/dev/null
as_postgres /usr/lib/postgresql/15/bin/createdb -h "$work" -U postgres reviews
serve "postgres://postgres@/reviews?host=$work" postgres
run postgres "$port" || status=1
exit $status
