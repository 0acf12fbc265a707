#!/bin/sh
# First start: a cluster whose superuser is POSTGRES_USER with POSTGRES_PASSWORD, and the database
# POSTGRES_DB; every start: PostgreSQL in the foreground, listening on every address of the container.
set -eu
user="${POSTGRES_USER:-postgres}"
db="${POSTGRES_DB:-$user}"
mkdir -p "$PGDATA" /run/postgresql
chown -R postgres:postgres "$PGDATA" /run/postgresql
chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s' "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}" > /tmp/pwfile
  chown postgres /tmp/pwfile
  su postgres -s /bin/sh -c "initdb -D '$PGDATA' -U '$user' --pwfile=/tmp/pwfile -A scram-sha-256 -E UTF8 --locale=C.UTF-8 >/dev/null"
  rm -f /tmp/pwfile
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  su postgres -s /bin/sh -c "pg_ctl -D '$PGDATA' -o '-c listen_addresses=' -w start >/dev/null"
  if [ "$db" != "postgres" ]; then
    su postgres -s /bin/sh -c "PGPASSWORD='$POSTGRES_PASSWORD' psql -h /run/postgresql -U '$user' -d postgres -qc 'CREATE DATABASE \"$db\"'"
  fi
  su postgres -s /bin/sh -c "pg_ctl -D '$PGDATA' -m fast -w stop >/dev/null"
fi
exec su postgres -s /bin/sh -c "exec postgres -D '$PGDATA' -c listen_addresses='*' -k /run/postgresql"
