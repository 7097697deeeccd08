#!/usr/bin/env bash
# The review list at scale: a release `dubeol serve` on SQLite holding each of $SIZES reviews in
# one theme, and the UI against it in a pty (`dubeol-bench list`): G to the oldest review, g back
# to the newest, the UI's memory after G, and list-key latency while pages load beside idle.
# Usage: bench/list.sh   (env: DUBEOL_BIN, BENCH_BIN, SIZES="100000 1000000", RUNS=3: UI sessions a size)
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${DUBEOL_BIN:-$ROOT/.build/release/dubeol}
BENCH=${BENCH_BIN:-$ROOT/.build/release/dubeol-bench}
SIZES=${SIZES:-100000 1000000}
RUNS=${RUNS:-3}

WORK=$(mktemp -d)
PID=""
cleanup() {
  if [ -n "$PID" ] && kill -0 "$PID" 2>/dev/null; then kill -TERM "$PID"; wait "$PID" || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }
PORT=$(free_port)
URL="http://127.0.0.1:$PORT"

start_server() { # database file
  "$BIN" serve --host 127.0.0.1 --port "$PORT" --database "$1" --log-level warning 2>"$WORK/serve.log" &
  PID=$!
  for _ in $(seq 1 150); do
    curl -fsS "$URL/healthz" >/dev/null 2>&1 && return 0
    kill -0 "$PID" 2>/dev/null || { cat "$WORK/serve.log" >&2; exit 1; }
    sleep 0.1
  done
  echo "bench/list.sh: the server did not come up" >&2; exit 1
}
stop_server() { kill -TERM "$PID"; wait "$PID" || true; PID=""; }

# N reviews in the default theme, one a second back from now; the oldest and the newest carry
# the markers the bench waits for (no character in common: a terminal diff leaves cells that did
# not change, which would split a marker drawn over the other). SQLite makes the rows itself in
# one statement and one transaction (a million in seconds; made one by one in Python they took
# minutes). They are written straight into the table, so they are not in the search index
# (dubeol indexes in the store; this bench does not search).
fill() { # file, count
  python3 - "$1" "$2" <<'PY'
import sqlite3, sys, time
db, n = sys.argv[1], int(sys.argv[2])
con = sqlite3.connect(db)
con.execute("DELETE FROM review")
# The contents repeat every 24 reviews: 3 to 14 words, starting at a word that moves by one.
words = ["좋아요", "키보드", "배열이", "편해요", "글자가", "예뻐요", "다음에도", "쓸게요"]
con.execute("CREATE TEMP TABLE content (k INTEGER PRIMARY KEY, text TEXT)")
con.executemany("INSERT INTO content VALUES (?, ?)",
                [(k, " ".join(words[(k + j) % 8] for j in range(3 + k % 12))) for k in range(24)])
now = int(time.time() * 1000)
con.execute("""
  WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < :last)
  INSERT INTO review (id, themeId, content, userId, userName, isAdmin, createdAt, updatedAt)
  SELECT lower(hex(randomblob(12))), 'PLKEY0-L-81',
         CASE i WHEN 0 THEN 'oldestreview' WHEN :last THEN 'NEWEST-REVIEW'
                ELSE (SELECT text FROM content WHERE k = i % 24) END,
         printf('%024x', i % 8), '작성자' || (i % 8), 0,
         :now - (:n - i) * 1000, :now - (:n - i) * 1000
  FROM s""", {"last": n - 1, "n": n, "now": now})
con.commit()
con.execute("ANALYZE")
PY
}

for size in $SIZES; do
  DB="$WORK/reviews-$size.sqlite"
  start_server "$DB"; stop_server   # the schema
  fill "$DB" "$size"
  start_server "$DB"
  DUBEOL_BIN="$BIN" "$BENCH" list "$URL" "$size" "$RUNS"
  stop_server
done
