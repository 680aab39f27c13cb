#!/usr/bin/env bash
# A throwaway PostgreSQL server for the server tests, sourced by .ci/run:
#   source scripts/ci-postgres.sh   → exports TEST_DATABASE_URL; the server stops when the shell exits.
# It uses Debian's /usr/lib/postgresql/<version>/bin tools, runs as a non-root user (initdb refuses
# root), listens on 127.0.0.1 only, on a free port, with its data in a temporary directory.
# Durability is switched off: the cluster lives for one CI run.
# Without PostgreSQL installed it says so and exports nothing (the tests then run on PGlite only).

campus_pg_main() {
  local bin
  bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
    echo "ci-postgres: no PostgreSQL in /usr/lib/postgresql; server tests run on PGlite only" >&2
    return 0
  fi

  local user=""
  if [ "$(id -u)" = 0 ]; then
    if id postgres >/dev/null 2>&1; then user=postgres; else user=nobody; fi
  fi
  as_pg() {
    if [ -n "$user" ]; then runuser -u "$user" -- "$@"; else "$@"; fi
  }

  CAMPUS_PG_DIR="$(mktemp -d /tmp/campus-pg.XXXXXX)"
  [ -n "$user" ] && chown "$user" "$CAMPUS_PG_DIR"
  local port
  port="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

  as_pg "$bin/initdb" -D "$CAMPUS_PG_DIR/data" -U campus --auth=trust -E UTF8 --no-locale >"$CAMPUS_PG_DIR/initdb.log" 2>&1 || {
    cat "$CAMPUS_PG_DIR/initdb.log" >&2
    return 1
  }
  as_pg "$bin/pg_ctl" -D "$CAMPUS_PG_DIR/data" -l "$CAMPUS_PG_DIR/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $CAMPUS_PG_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
    start >/dev/null || {
    cat "$CAMPUS_PG_DIR/server.log" >&2
    return 1
  }

  CAMPUS_PG_BIN="$bin"
  CAMPUS_PG_USER="$user"
  export TEST_DATABASE_URL="postgresql://campus@127.0.0.1:$port/postgres"
  echo "ci-postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (TEST_DATABASE_URL exported)"
}

campus_pg_stop() {
  [ -n "${CAMPUS_PG_DIR:-}" ] || return 0
  if [ -n "${CAMPUS_PG_USER:-}" ]; then
    runuser -u "$CAMPUS_PG_USER" -- "$CAMPUS_PG_BIN/pg_ctl" -D "$CAMPUS_PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  else
    "$CAMPUS_PG_BIN/pg_ctl" -D "$CAMPUS_PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  fi
  rm -rf "$CAMPUS_PG_DIR"
  CAMPUS_PG_DIR=""
}

campus_pg_main
# Stop the cluster when the sourcing shell exits, keeping any EXIT trap it already had.
campus_pg_previous_trap="$(trap -p EXIT | sed -E "s/^trap -- '(.*)' EXIT$/\1/")"
trap "campus_pg_stop; ${campus_pg_previous_trap:-:}" EXIT
