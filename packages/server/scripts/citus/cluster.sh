#!/usr/bin/env bash
# A local Citus cluster for tests and benches: a coordinator and two workers on one machine.
#   cluster.sh start   initialises the data folders on first use, starts the three servers and
#                      registers the workers; prints the coordinator's URL (DATABASE_URL)
#   cluster.sh stop    stops them (the data stays for the next start)
#   cluster.sh status  says whether the coordinator answers
# Citus must be installed first (build.sh). Data in XA_CITUS_DATA (default /tmp/xa-citus), ports
# XA_CITUS_PORT (coordinator, default 9700) and the two after it (workers).
set -euo pipefail
data="${XA_CITUS_DATA:-/tmp/xa-citus}"
port="${XA_CITUS_PORT:-9700}"
ports=("$port" $((port + 1)) $((port + 2)))
bindir="$(pg_config --bindir)"
url="postgres://postgres@127.0.0.1:$port/postgres"

# initdb and the servers run as the postgres user when started by root (PostgreSQL refuses root).
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
sql() { as_pg "$bindir/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$1" -U postgres -d postgres -tAc "$2"; }

start() {
  if [ ! -f "$(pg_config --pkglibdir)/citus.so" ]; then
    echo "citus: not installed; run npm run citus:build first" >&2
    exit 2
  fi
  mkdir -p "$data"
  [ "$(id -u)" = 0 ] && chown postgres: "$data"
  local fresh=()
  for p in "${ports[@]}"; do
    local dir="$data/$p"
    if [ ! -f "$dir/PG_VERSION" ]; then
      as_pg "$bindir/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
      # Scratch cluster on one machine: durability off, few shards (each is a table on 2 cores).
      cat >>"$dir/postgresql.conf" <<CONF
port = $p
listen_addresses = '127.0.0.1'
unix_socket_directories = '$data'
shared_preload_libraries = 'citus'
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 200
citus.shard_count = 8
CONF
      fresh+=("$p")
    fi
    if ! as_pg "$bindir/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
      as_pg "$bindir/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t 60 start >/dev/null
    fi
  done
  for p in "${fresh[@]}"; do sql "$p" "CREATE EXTENSION IF NOT EXISTS citus"; done
  if [ "$(sql "$port" "SELECT count(*) FROM pg_dist_node WHERE noderole = 'primary' AND groupid > 0")" != 2 ]; then
    sql "$port" "SELECT citus_set_coordinator_host('127.0.0.1', $port)" >/dev/null
    sql "$port" "SELECT citus_add_node('127.0.0.1', ${ports[1]})" >/dev/null
    sql "$port" "SELECT citus_add_node('127.0.0.1', ${ports[2]})" >/dev/null
  fi
  echo "$url"
}

stop() {
  for p in "${ports[@]}"; do
    local dir="$data/$p"
    if [ -f "$dir/PG_VERSION" ] && as_pg "$bindir/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
      as_pg "$bindir/pg_ctl" -D "$dir" -m fast -w stop >/dev/null
    fi
  done
  echo "citus: stopped"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) sql "$port" "SELECT 'citus ' || citus_version()" 2>/dev/null || { echo "citus: not running"; exit 1; } ;;
  *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
esac
