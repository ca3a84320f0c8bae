# A PostgreSQL server for the run store's tests (codemode-store, `codemode serve`): exports
# CODEMODE_TEST_POSTGRES_URL (a database for the tests) and CODEMODE_TEST_POSTGRES_CTL (a script
# taking start | stop | restart, for the tests that restart the database under load).
#
# When the variable is already set, that server is used as it is. Otherwise a private cluster
# (its own data directory and port, so it never touches a server the machine already runs) is
# started from Debian's PostgreSQL, installed with apt-get when absent. Running it again while the
# cluster is up only checks it. When this cannot work here (not root, no apt), the PostgreSQL
# tests skip — except under CI, where the step fails.
# Sourced by scripts/test.sh (set -euo pipefail): everything stays inside functions.

codemode_pg_setup() {
    if [ -n "${CODEMODE_TEST_POSTGRES_URL:-}" ]; then
        echo "PostgreSQL: using CODEMODE_TEST_POSTGRES_URL as given"
        return 0
    fi
    local port="${CODEMODE_PG_PORT:-55432}"
    local base="${CODEMODE_PG_DIR:-/tmp/codemode-test-pg-$port}"
    local data="$base/data" sock="$base/sock" log="$base/server.log"
    local bindir=""
    find_bindir() {
        local d
        for d in /usr/lib/postgresql/*/bin; do
            [ -x "$d/pg_ctl" ] && bindir="$d"
        done
        [ -n "$bindir" ]
    }
    if ! find_bindir; then
        if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
            echo "PostgreSQL: not installed and cannot install it here (needs root and apt-get)"
            return 1
        fi
        echo "PostgreSQL: installing Debian's postgresql"
        DEBIAN_FRONTEND=noninteractive apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null
        # The package may start its own cluster; ours is separate (another port and directory).
        find_bindir || { echo "PostgreSQL: installed, but no pg_ctl found"; return 1; }
    fi
    # initdb and the server refuse to run as root: run them as the postgres user.
    local as=()
    if [ "$(id -u)" = 0 ]; then
        id postgres >/dev/null 2>&1 || useradd --system --home-dir "$base" --shell /bin/sh postgres
        as=(runuser -u postgres --)
    fi
    mkdir -p "$base" "$sock"
    [ "$(id -u)" = 0 ] && chown postgres "$base" "$sock"
    cat >"$base/ctl.sh" <<EOF
#!/bin/sh
# start | stop | restart the test cluster in $data (written by scripts/test.d/20-postgres.sh)
exec ${as[*]} "$bindir/pg_ctl" -D "$data" -l "$log" -w -t 60 -m fast -o "-p $port -k $sock -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" "\$@"
EOF
    chmod +x "$base/ctl.sh"
    if ! "$bindir/pg_isready" -q -h 127.0.0.1 -p "$port"; then
        if [ ! -f "$data/PG_VERSION" ]; then
            echo "PostgreSQL: creating a cluster in $data"
            "${as[@]}" "$bindir/initdb" -D "$data" -U postgres --auth=trust -E UTF8 >/dev/null
        fi
        if ! "$base/ctl.sh" start >/dev/null; then
            # A server killed with its machine leaves postmaster.pid behind; when the pid in it now
            # belongs to another process, pg_ctl refuses ("another server might be running"). No
            # server answers on our port, so the file is stale: remove it and start once more.
            echo "PostgreSQL: start failed; removing a stale postmaster.pid and retrying"
            rm -f "$data/postmaster.pid"
            "$base/ctl.sh" start >/dev/null
        fi
    fi
    if ! "$bindir/psql" -h 127.0.0.1 -p "$port" -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname = 'codemode_test'" | grep -q 1; then
        "$bindir/psql" -h 127.0.0.1 -p "$port" -U postgres -qc "CREATE DATABASE codemode_test" >/dev/null
    fi
    export CODEMODE_TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$port/codemode_test"
    export CODEMODE_TEST_POSTGRES_CTL="$base/ctl.sh"
    echo "PostgreSQL: $CODEMODE_TEST_POSTGRES_URL ($("$bindir/postgres" --version))"
}

if ! codemode_pg_setup; then
    if [ "${CI:-}" = true ]; then
        echo "PostgreSQL: setup failed under CI" >&2
        false
    fi
    echo "PostgreSQL: the PostgreSQL tests will skip"
fi
unset -f codemode_pg_setup find_bindir
