#!/usr/bin/env bash
# Benchmarks a release `dubeol serve` holding 10,000 reviews with wrk:
#   1. GET /theme/review?count=20 and GET /healthz (same settings, one after the other):
#      req/s and p99 of each, and the ratio list/healthz;
#   2. POST /tmp/theme/1/review (every review durably committed before the 200).
# Usage: bench/server.sh   (env: DUBEOL_BIN, DURATION=10s, THREADS=2, CONNECTIONS=32, REVIEWS=10000)
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${DUBEOL_BIN:-$ROOT/.build/release/dubeol}
DURATION=${DURATION:-10s}
THREADS=${THREADS:-2}
CONNECTIONS=${CONNECTIONS:-32}
REVIEWS=${REVIEWS:-10000}

for tool in wrk curl python3; do
  command -v "$tool" >/dev/null || { echo "bench/server.sh: $tool is missing (Debian: apt-get install $tool)" >&2; exit 1; }
done
if [ ! -x "$BIN" ]; then
  echo "== building dubeol (release)"
  (cd "$ROOT" && swift build -c release --product dubeol)
fi

WORK=$(mktemp -d)
DB="$WORK/reviews.sqlite"
PID=""
cleanup() {
  if [ -n "$PID" ] && kill -0 "$PID" 2>/dev/null; then kill -TERM "$PID"; wait "$PID" || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
URL="http://127.0.0.1:$PORT"

start_server() {
  "$BIN" serve --host 127.0.0.1 --port "$PORT" --database "$DB" --log-level warning 2>"$WORK/serve.log" &
  PID=$!
  for _ in $(seq 1 100); do
    curl -fsS "$URL/healthz" >/dev/null 2>&1 && return 0
    kill -0 "$PID" 2>/dev/null || { cat "$WORK/serve.log" >&2; exit 1; }
    sleep 0.1
  done
  echo "bench/server.sh: the server did not come up" >&2; cat "$WORK/serve.log" >&2; exit 1
}
stop_server() { kill -TERM "$PID"; wait "$PID" || true; PID=""; }

# First start creates the schema and the sample reviews; then fill up to $REVIEWS rows directly
# (far faster than posting them one durable commit at a time) and start again.
start_server
stop_server
python3 - "$DB" "$REVIEWS" <<'PY'
import os, random, sqlite3, sys, time
db, target = sys.argv[1], int(sys.argv[2])
con = sqlite3.connect(db)
have = con.execute("SELECT COUNT(*) FROM review").fetchone()[0]
words = ["좋아요", "키보드", "배열이", "편해요", "글자가", "예뻐요", "다음에도", "쓸게요", "ㅋㅋㅋ", "최고예요", "색이", "차분해요"]
names = ["민지", "하늘", "바다", "익명", "곰돌이", "별빛", "초코", "도토리"]
now = int(time.time() * 1000)
rows = []
for i in range(max(0, target - have)):
    name = random.choice(names)
    created = now - random.randint(0, 400 * 86400 * 1000)
    content = " ".join(random.choice(words) for _ in range(random.randint(3, 25)))
    rows.append((os.urandom(12).hex(), "1", content, "%024x" % (hash(name) & (2**96 - 1)), name, created, created))
con.executemany("INSERT INTO review (id, themeId, content, userId, userName, isAdmin, createdAt, updatedAt) VALUES (?,?,?,?,?,0,?,?)", rows)
con.commit()
print("== reviews in the database:", con.execute("SELECT COUNT(*) FROM review").fetchone()[0])
PY
start_server

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
  echo "== wrk $name ($THREADS threads, $CONNECTIONS connections, $DURATION)"
  wrk --latency -t "$THREADS" -c "$CONNECTIONS" -d "$DURATION" "$@" >"$out"
  sed -n '/Latency/,/Requests\/sec/p' "$out" | sed 's/^/   /'
}

curl -fsS "$URL/theme/review?count=20" | python3 -c 'import json,sys; d=json.load(sys.stdin)["data"]; assert len(d)==20, len(d)'
run_wrk "GET /theme/review?count=20" "$WORK/list.txt" "$URL/theme/review?count=20"
run_wrk "GET /healthz" "$WORK/health.txt" "$URL/healthz"

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
BEFORE=$(python3 -c 'import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute("SELECT COUNT(*) FROM review").fetchone()[0])' "$DB")
run_wrk "POST /tmp/theme/1/review (durable commits)" "$WORK/post.txt" -s "$WORK/post.lua" "$URL"
stop_server
AFTER=$(python3 -c 'import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute("SELECT COUNT(*) FROM review").fetchone()[0])' "$DB")

read -r LIST_RPS LIST_P99 LIST_BAD < <(summarize "$WORK/list.txt")
read -r HEALTH_RPS HEALTH_P99 HEALTH_BAD < <(summarize "$WORK/health.txt")
read -r POST_RPS POST_P99 POST_BAD < <(summarize "$WORK/post.txt")
echo
echo "== summary (dubeol serve, $REVIEWS+ reviews, wrk -t$THREADS -c$CONNECTIONS -d$DURATION, $(nproc) cores)"
printf "%-34s %12s %10s %8s\n" "endpoint" "req/s" "p99 ms" "non-2xx"
printf "%-34s %12.0f %10.2f %8s\n" "GET /theme/review?count=20" "$LIST_RPS" "$LIST_P99" "$LIST_BAD"
printf "%-34s %12.0f %10.2f %8s\n" "GET /healthz" "$HEALTH_RPS" "$HEALTH_P99" "$HEALTH_BAD"
printf "%-34s %12.0f %10.2f %8s\n" "POST /tmp/theme/1/review" "$POST_RPS" "$POST_P99" "$POST_BAD"
python3 -c "import sys; print('ratio list/healthz req/s: %.2f' % (float(sys.argv[1]) / float(sys.argv[2])))" "$LIST_RPS" "$HEALTH_RPS"
echo "reviews stored by the POST run: $((AFTER - BEFORE)) (every one committed with synchronous=FULL before its 200)"
