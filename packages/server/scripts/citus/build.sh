#!/usr/bin/env bash
# Builds Citus from the vendored release once per machine and installs it into the local PostgreSQL.
# The compiled tree is cached under XA_CITUS_CACHE so a second run only re-installs (seconds).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
vendor="${XA_CITUS_VENDOR:-$(cd "$here/../../../../.." && pwd)/shared/vendor/citus}"
cache="${XA_CITUS_CACHE:-/var/cache/xa-citus}"
version=13.2.2
src="$cache/citus-$version"
pg_config="${PG_CONFIG:-pg_config}"
pkglib="$("$pg_config" --pkglibdir)"

if [ -f "$pkglib/citus.so" ] && [ "${1:-}" != "--force" ]; then
  echo "citus: already installed in $pkglib"
  exit 0
fi
if [ ! -f "$vendor/citus-$version.tar.xz" ]; then
  echo "citus: no source at $vendor/citus-$version.tar.xz (set XA_CITUS_VENDOR)" >&2
  exit 2
fi
if [ "$(id -u)" != 0 ]; then
  echo "citus: installing into $pkglib needs root" >&2
  exit 2
fi

# Build dependencies (Debian); only fetched when the server headers are missing.
pgmajor="$("$pg_config" --version | sed -E 's/^PostgreSQL ([0-9]+).*/\1/')"
if [ ! -f "$("$pg_config" --includedir-server)/postgres.h" ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "postgresql-server-dev-$pgmajor" liblz4-dev \
    libzstd-dev libkrb5-dev libselinux1-dev libxslt1-dev libpam0g-dev libssl-dev libreadline-dev \
    libcurl4-openssl-dev >/dev/null
fi

mkdir -p "$cache"
if [ ! -f "$src/.built" ]; then
  rm -rf "$src"
  tar -xJf "$vendor/citus-$version.tar.xz" -C "$cache"
  (cd "$src" && patch -p1 -s < "$vendor/pg15-minor-compat.patch")
  started=$(date +%s)
  (cd "$src" && ./configure --without-libcurl PG_CONFIG="$pg_config" >/dev/null && make -s -j"$(nproc)" >/dev/null)
  touch "$src/.built"
  echo "citus: built in $(( $(date +%s) - started )) s (cached in $src)"
fi
(cd "$src" && make -s install >/dev/null)
echo "citus: installed $version into $pkglib"
