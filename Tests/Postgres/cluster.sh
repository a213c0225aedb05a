#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the tests, on a free loopback port, run by an unprivileged
# user, with password sign-in (so a wrong password can be tested).
#
#   eval "$(Tests/Postgres/cluster.sh start DIR)"   # prints the exports below
#   Tests/Postgres/cluster.sh stop DIR
#   Tests/Postgres/cluster.sh restart DIR    # an immediate restart, as a crash would (same port)
#
# `start` prints `export DAYBOOK_TEST_POSTGRES_URL=postgres://daybook:…@127.0.0.1:PORT/daybook`.
# Tests that take the database away from a server do it through a TCPForwarder, not by stopping
# this cluster, which the tests running beside them share. Needs Debian's `postgresql` package.
# When run as root, DIR must be one the `postgres` user can reach (for example under /tmp).
set -euo pipefail

action="${1:?start or stop}"
dir="${2:?a directory for the cluster}"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
[ -x "$bin/initdb" ] || { echo "cluster.sh: PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; }

# initdb refuses to run as root: the cluster belongs to the `postgres` user the package made.
as_owner() {
    if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$action" in
start)
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    password="$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')"
    port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
    as_owner bash -c "umask 077; echo '$password' > '$dir/pwfile'"
    as_owner "$bin/initdb" -D "$dir/data" -U daybook --pwfile="$dir/pwfile" --auth=scram-sha-256 \
        -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
    # Enough connections for several servers' pools and the tests' own.
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
        -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off" start >&2
    as_owner env PGPASSWORD="$password" "$bin/createdb" -h 127.0.0.1 -p "$port" -U daybook daybook
    echo "export DAYBOOK_TEST_POSTGRES_URL=postgres://daybook:$password@127.0.0.1:$port/daybook"
    ;;
restart)
    # Every backend is killed at once and the server comes back with the options it started with
    # (postmaster.opts): connections in use are cut mid-statement, as a crash would cut them.
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -m immediate -w restart >&2
    ;;
stop)
    [ -d "$dir/data" ] && as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >&2 || true
    rm -rf "$dir"
    ;;
*)
    echo "cluster.sh: start, restart or stop" >&2
    exit 64
    ;;
esac
