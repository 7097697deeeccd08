#!/usr/bin/env bash
# Benchmarks a release `dubeol serve` on SQLite and on PostgreSQL, each holding $REVIEWS reviews
# in one theme (made from the seed's phrases by bench/reviews.py, so common words are common):
#   - `dubeol import` of the $REVIEWS reviews into the empty store, search index included:
#     seconds, beside the aim of 10 s;
#   - with wrk (same settings for every row): GET /theme/review?count=20 (the first page, which
#     the server keeps while the store is unchanged); GET /bench/floor with the same query, which
#     answers the same bytes from memory in the same server (the framework's floor for that
#     reply; aim: the first page at 0.5 of it on SQLite, 0.3 on PostgreSQL); GET /bench/store,
#     the same page read from the store every time (what it costs after each change); and
#     GET /healthz (the floor for a tiny reply): req/s, p99, the ratios;
#   - searches (q=) of no match, a common two-syllable word, one syllable, a long common phrase
#     and a common word, each checked against the file and then beside the first page read from
#     the store (aim: each at least half its req/s; searches are never kept);
#   - the page at depth $DEPTH by cursor (before=) and by offset (start=), read from the store;
#   - POST /tmp/theme/1/review (every review committed before its 200).
# The per-client limits are off (one client sends everything). PostgreSQL 15 runs from a
# temporary cluster of its own (as the postgres user when root).
# Usage: bench/server.sh   (env: DUBEOL_BIN, DURATION=10s, THREADS=2, CONNECTIONS=32,
#                           REVIEWS=100000, DEPTH=90000, BACKENDS="sqlite postgres")
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${DUBEOL_BIN:-$ROOT/.build/release/dubeol}
DURATION=${DURATION:-10s}
THREADS=${THREADS:-2}
CONNECTIONS=${CONNECTIONS:-32}
REVIEWS=${REVIEWS:-100000}
DEPTH=${DEPTH:-90000}
BACKENDS=${BACKENDS:-sqlite postgres}
PGBIN=/usr/lib/postgresql/15/bin

for tool in wrk curl python3; do
  command -v "$tool" >/dev/null || { echo "bench/server.sh: $tool is missing (Debian: apt-get install $tool)" >&2; exit 1; }
done
if [ ! -x "$BIN" ]; then
  echo "== building dubeol (release)"
  (cd "$ROOT" && swift build -c release --product dubeol)
fi

WORK=$(mktemp -d)
chmod 755 "$WORK"
PID=""
PGDATA_DIR=""
cleanup() {
  if [ -n "$PID" ] && kill -0 "$PID" 2>/dev/null; then kill -TERM "$PID"; wait "$PID" || true; fi
  if [ -n "$PGDATA_DIR" ]; then as_postgres "$PGBIN/pg_ctl" -D "$PGDATA_DIR" -m immediate -w stop >/dev/null 2>&1 || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }

PORT=$(free_port)
URL="http://127.0.0.1:$PORT"

start_server() { # database URL
  "$BIN" serve --host 127.0.0.1 --port "$PORT" --database "$1" --log-level warning --benchmark-routes \
    --post-limit 0 --search-limit 0 2>"$WORK/serve.log" &
  PID=$!
  for _ in $(seq 1 150); do
    curl -fsS "$URL/healthz" >/dev/null 2>&1 && return 0
    kill -0 "$PID" 2>/dev/null || { cat "$WORK/serve.log" >&2; exit 1; }
    sleep 0.1
  done
  echo "bench/server.sh: the server did not come up" >&2; cat "$WORK/serve.log" >&2; exit 1
}
stop_server() { kill -TERM "$PID"; wait "$PID" || true; PID=""; }

# Requests/sec and the p99 latency (in ms) from wrk --latency output.
summarize() {
  awk '
    /Requests\/sec:/ { rps = $2 }
    /^ +99%/ { v = $2; unit = v; gsub(/[0-9.]/, "", unit); gsub(/[a-z]/, "", v)
               p99 = (unit == "us") ? v / 1000 : (unit == "s") ? v * 1000 : (unit == "m") ? v * 60000 : v }
    /Non-2xx or 3xx responses:/ { bad = $5 }
    END { printf "%s %s %s\n", rps, p99, (bad == "" ? 0 : bad) }' "$1"
}

run_wrk() { # name, output file, wrk args…
  local name=$1 out=$2; shift 2
  echo "== wrk $name"
  wrk --latency -t "$THREADS" -c "$CONNECTIONS" -d "$DURATION" "$@" >"$out"
  sed -n '/Latency/,/Requests\/sec/p' "$out" | sed 's/^/   /'
}

cat >"$WORK/post.lua" <<'LUA'
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local n = 0
request = function()
  n = n + 1
  local body = string.format('{"content":"벤치마크 리뷰 %d번, 잘 써지네요","userName":"벤치"}', n)
  return wrk.format(nil, "/tmp/theme/1/review", nil, body)
end
LUA

# The searches: a name for the summary, and the query.
SEARCHES=(
  "no match|뷁뷁"
  "two syllables, common|오타"
  "one syllable|가"
  "long common phrase|처음엔 어색했는데 금방 익숙해졌어요"
  "common word|키보드"
)
urlencode() { python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1]))' "$1"; }

# The ids of the first page of q=$1 as the file says it should be: folded content and name
# contain the folded query, newest first (ties in file order, as imported: the later first).
expected_search() {
  python3 - "$REVIEWS_FILE" "$1" <<'PY2'
import json, sys
query = sys.argv[2].lower()
found = []
for line, text in enumerate(open(sys.argv[1], encoding="utf-8")):
    r = json.loads(text)
    if query in r["content"].lower() + "\n" + r["user"]["userName"].lower():
        found.append((r["createdAt"], line, r["_id"]))
print([i for _, _, i in sorted(found, reverse=True)[:20]])
PY2
}

# The cursor of the review at depth $DEPTH-1 (the page after it starts at $DEPTH), from its
# (createdAt, seq) as the server encodes them.
cursor_token() { python3 -c '
import sys
def b36(n):
    d = "0123456789abcdefghijklmnopqrstuvwxyz"; s = ""
    while True:
        n, r = divmod(n, 36); s = d[r] + s
        if n == 0: return s
ms, seq = (int(x) for x in sys.argv[1].split("|"))
print("c1.%s.%s" % (b36(ms), b36(seq)))' "$1"; }

SUMMARY="$WORK/summary.txt"
: >"$SUMMARY"
REVIEWS_FILE="$WORK/reviews.jsonl"
echo "== $REVIEWS reviews from the seed's phrases"
python3 "$ROOT/bench/reviews.py" "$REVIEWS" "$ROOT/Sources/ReviewServer/Resources/seed-reviews.json" "$REVIEWS_FILE"

# Imports the file into the empty store at $1 and notes the time beside the aim.
import_reviews() { # name, database URL
  local started ended
  started=$(date +%s.%N)
  "$BIN" import --database "$2" "$REVIEWS_FILE"
  ended=$(date +%s.%N)
  python3 -c "import sys; print('%-10s import of %s reviews (dubeol import, search index included): %.1f s (aim: at most 10 s)' % (sys.argv[1], sys.argv[2], float(sys.argv[4]) - float(sys.argv[3])))" \
    "$1" "$REVIEWS" "$started" "$ended" >>"$SUMMARY"
  local seconds
  seconds=$(python3 -c "import sys; print('%.1f' % (float(sys.argv[2]) - float(sys.argv[1])))" "$started" "$ended")
  bench_result server "$1: import of $REVIEWS reviews" "$seconds s" "10 s" \
    "$(ratio "$seconds" 10)" "<=1" >>"$SUMMARY"
}

row() { # name, label, wrk output file
  read -r rps p99 bad < <(summarize "$3")
  printf "%-10s %-40s %10.0f %9.2f %8s\n" "$1" "$2" "$rps" "$p99" "$bad" >>"$SUMMARY"
}
rps_of() { summarize "$1" | cut -d' ' -f1; }
ratio() { python3 -c "import sys; print('%.2f' % (float(sys.argv[1]) / float(sys.argv[2])))" "$1" "$2"; }
source "$ROOT/bench/result.sh"

bench_backend() { # name, database URL, count command, cursor-row command, list/floor aim
  local name=$1 db=$2 count_cmd=$3 row_cmd=$4 list_aim=$5
  start_server "$db"
  local token
  token=$(cursor_token "$(eval "$row_cmd")")
  curl -fsS "$URL/theme/review?themeId=1&count=20" | python3 -c 'import json,sys; d=json.load(sys.stdin)["data"]; assert len(d)==20, len(d)'
  local by_offset by_cursor
  by_offset=$(curl -fsS "$URL/theme/review?themeId=1&count=20&start=$DEPTH" | python3 -c 'import json,sys; print([r["_id"] for r in json.load(sys.stdin)["data"]])')
  by_cursor=$(curl -fsS "$URL/theme/review?themeId=1&count=20&before=$token" | python3 -c 'import json,sys; print([r["_id"] for r in json.load(sys.stdin)["data"]])')
  [ "$by_offset" = "$by_cursor" ] || { echo "bench/server.sh: the cursor page differs from the offset page" >&2; exit 1; }
  echo "== $name: $(eval "$count_cmd") reviews; wrk -t$THREADS -c$CONNECTIONS -d$DURATION"
  run_wrk "$name first page" "$WORK/$name-list.txt" "$URL/theme/review?themeId=1&count=20"
  cmp -s <(curl -fsS "$URL/theme/review?themeId=1&count=20") <(curl -fsS "$URL/bench/floor?themeId=1&count=20") \
    || { echo "bench/server.sh: /bench/floor does not answer the list's bytes" >&2; exit 1; }
  run_wrk "$name same bytes from memory" "$WORK/$name-floor.txt" "$URL/bench/floor?themeId=1&count=20"
  cmp -s <(curl -fsS "$URL/theme/review?themeId=1&count=20") <(curl -fsS "$URL/bench/store?themeId=1&count=20") \
    || { echo "bench/server.sh: /bench/store does not answer the list's bytes" >&2; exit 1; }
  run_wrk "$name first page read from the store" "$WORK/$name-store.txt" "$URL/bench/store?themeId=1&count=20"
  run_wrk "$name /healthz" "$WORK/$name-health.txt" "$URL/healthz"
  local i label query path got
  for i in "${!SEARCHES[@]}"; do
    label=${SEARCHES[$i]%%|*} query=${SEARCHES[$i]#*|}
    path="/theme/review?themeId=1&count=20&q=$(urlencode "$query")"
    got=$(curl -fsS "$URL$path" | python3 -c 'import json,sys; print([r["_id"] for r in json.load(sys.stdin)["data"]])')
    [ "$got" = "$(expected_search "$query")" ] || { echo "bench/server.sh: q=$query answers $got" >&2; exit 1; }
    run_wrk "$name search $label (q=$query)" "$WORK/$name-search$i.txt" "$URL$path"
  done
  run_wrk "$name depth $DEPTH by cursor" "$WORK/$name-cursor.txt" "$URL/bench/store?themeId=1&count=20&before=$token"
  run_wrk "$name depth $DEPTH by offset" "$WORK/$name-offset.txt" "$URL/bench/store?themeId=1&count=20&start=$DEPTH"
  local before after
  before=$(eval "$count_cmd")
  run_wrk "$name POST" "$WORK/$name-post.txt" -s "$WORK/post.lua" "$URL"
  stop_server
  after=$(eval "$count_cmd")
  row "$name" "first page (count=20)" "$WORK/$name-list.txt"
  row "$name" "same bytes from memory" "$WORK/$name-floor.txt"
  row "$name" "first page read from the store" "$WORK/$name-store.txt"
  row "$name" "GET /healthz" "$WORK/$name-health.txt"
  for i in "${!SEARCHES[@]}"; do row "$name" "q: ${SEARCHES[$i]%%|*}" "$WORK/$name-search$i.txt"; done
  row "$name" "depth $DEPTH, cursor (from the store)" "$WORK/$name-cursor.txt"
  row "$name" "depth $DEPTH, offset (from the store)" "$WORK/$name-offset.txt"
  row "$name" "POST" "$WORK/$name-post.txt"
  local list_rps store_rps
  list_rps=$(rps_of "$WORK/$name-list.txt")
  store_rps=$(rps_of "$WORK/$name-store.txt")
  {
    echo "$name ratio first page/same bytes from memory: $(ratio "$list_rps" "$(rps_of "$WORK/$name-floor.txt")") (aim: at least $list_aim); first page/healthz: $(ratio "$list_rps" "$(rps_of "$WORK/$name-health.txt")"); read from the store/same bytes from memory: $(ratio "$store_rps" "$(rps_of "$WORK/$name-floor.txt")"); reviews stored by POST: $((after - before))"
    for i in "${!SEARCHES[@]}"; do
      echo "$name ratio search/first page read from the store, ${SEARCHES[$i]%%|*} (q=${SEARCHES[$i]#*|}): $(ratio "$(rps_of "$WORK/$name-search$i.txt")" "$store_rps") (aim: at least 0.5)"
    done
    local floor_rps
    floor_rps=$(rps_of "$WORK/$name-floor.txt")
    bench_result server "$name: first page" "$list_rps req/s" "same bytes from memory $floor_rps req/s" \
      "$(ratio "$list_rps" "$floor_rps")" ">=$list_aim"
    for i in "${!SEARCHES[@]}"; do
      local search_rps
      search_rps=$(rps_of "$WORK/$name-search$i.txt")
      bench_result server "$name: search, ${SEARCHES[$i]%%|*}" "$search_rps req/s" \
        "a page from the store $store_rps req/s" "$(ratio "$search_rps" "$store_rps")" ">=0.5"
    done
  } >>"$SUMMARY"
}

for backend in $BACKENDS; do
  case $backend in
  sqlite)
    DB="$WORK/reviews.sqlite"
    import_reviews sqlite "$DB"
    bench_backend sqlite "$DB" \
      "python3 -c 'import sqlite3; print(sqlite3.connect(\"$DB\").execute(\"SELECT COUNT(*) FROM review\").fetchone()[0])'" \
      "python3 -c 'import sqlite3; r=sqlite3.connect(\"$DB\").execute(\"SELECT createdAt, seq FROM review WHERE themeId=\\\"1\\\" ORDER BY createdAt DESC, seq DESC LIMIT 1 OFFSET $((DEPTH - 1))\").fetchone(); print(\"%d|%d\" % r)'" \
      0.5
    ;;
  postgres)
    [ -x "$PGBIN/initdb" ] || { echo "bench/server.sh: PostgreSQL 15 is missing (apt-get install postgresql)" >&2; exit 1; }
    mkdir -p "$WORK/pg"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$WORK/pg"
    PGPORT=$(free_port)
    PGDATA_DIR="$WORK/pg/data"
    as_postgres "$PGBIN/initdb" -D "$PGDATA_DIR" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
    as_postgres "$PGBIN/pg_ctl" -D "$PGDATA_DIR" -l "$WORK/pg/log" -w \
      -o "-k $WORK/pg -p $PGPORT -c listen_addresses='' -c max_connections=100" start >/dev/null
    PSQL=(as_postgres "$PGBIN/../bin/psql" -h "$WORK/pg" -p "$PGPORT" -U postgres -qAt)
    "${PSQL[@]}" -c "CREATE DATABASE bench" postgres
    DB="postgres://postgres@/bench?host=$WORK/pg&port=$PGPORT"
    import_reviews postgres "$DB"
    "${PSQL[@]}" bench -c "VACUUM ANALYZE review"
    bench_backend postgres "$DB" \
      "${PSQL[*]} bench -c 'SELECT count(*) FROM review'" \
      "${PSQL[*]} bench -c \"SELECT created_at || '|' || seq FROM review WHERE theme_id = '1' ORDER BY created_at DESC, seq DESC LIMIT 1 OFFSET $((DEPTH - 1))\"" \
      0.3
    ;;
  *) echo "bench/server.sh: unknown backend $backend" >&2; exit 1 ;;
  esac
done

echo
echo "== summary (dubeol serve, $REVIEWS reviews in theme 1, wrk -t$THREADS -c$CONNECTIONS -d$DURATION, $(nproc) cores)"
printf "%-10s %-40s %10s %9s %8s\n" "store" "request" "req/s" "p99 ms" "non-2xx"
cat "$SUMMARY"
