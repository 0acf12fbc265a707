#!/bin/sh
# `minio server <folder> [--console-address ...]`: moto's S3 server on every address, port 9000.
set -eu
[ "${1:-}" = "server" ] || { echo "minio stand-in: only 'server' is supported" >&2; exit 2; }
exec python3 -m moto.server -H 0.0.0.0 -p 9000
