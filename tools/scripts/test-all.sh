#!/usr/bin/env bash
# README command 2: installs what the tests need when it is missing, then runs every check.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
step() { printf '\n==> %s\n' "$*"; }

apt_install() {
  if [ -z "${APT_UPDATED:-}" ]; then apt-get update -qq; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

mariadb_answers() { node -e "require('net').connect(3306,'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))"; }

ensure_chromium() {
  if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then return; fi
  step "Installing Debian chromium for the browser journeys"
  apt_install chromium fonts-liberation
}

ensure_mariadb() {
  if [ -n "${TEST_DATABASE_URL:-}" ] || mariadb_answers; then return; fi
  if [ ! -x /usr/sbin/mariadbd ]; then
    step "Installing MariaDB server"
    apt_install mariadb-server
  fi
  step "Starting MariaDB"
  mkdir -p /run/mysqld && chown mysql:mysql /run/mysqld 2>/dev/null || true
  start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd
  for _ in $(seq 1 60); do mariadb_answers && break; sleep 1; done
  mariadb_answers || { echo "MariaDB did not start on 127.0.0.1:3306" >&2; exit 1; }
  # A fresh Debian install lets root in only through the unix socket: allow the empty-password TCP login the tests use.
  mariadb -uroot -e "ALTER USER 'root'@'localhost' IDENTIFIED VIA mysql_native_password USING PASSWORD('') OR unix_socket; CREATE DATABASE IF NOT EXISTS test;" 2>/dev/null || true
}

redis_answers() { node -e "require('net').connect(6379,'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))"; }

# The notifications queue test runs two API instances on a real Redis.
ensure_redis() {
  if [ -n "${TEST_REDIS_URL:-}" ] || redis_answers; then return; fi
  if ! command -v redis-server >/dev/null; then
    step "Installing Redis server"
    apt_install redis-server
  fi
  step "Starting Redis"
  redis-server --daemonize yes --save '' --appendonly no >/dev/null
  for _ in $(seq 1 30); do redis_answers && break; sleep 1; done
  redis_answers || { echo "Redis did not start on 127.0.0.1:6379" >&2; exit 1; }
}

ensure_node_modules() {
  if [ -f node_modules/.package-lock.json ] && [ node_modules/.package-lock.json -nt package-lock.json ]; then return; fi
  step "Installing npm dependencies"
  # npm ci rejects this registry's lock files (they omit foreign-platform optional packages), so install.
  npm install --no-audit --no-fund
}

ensure_node_modules
ensure_chromium
ensure_mariadb
ensure_redis

step "Formatting (Prettier)"
npx prettier --check . --log-level warn

step "Lint, type checks, unit and story tests"
npx nx run-many -t lint typecheck test --parallel=2 --outputStyle=static

step "API integration tests on SQLite and MariaDB"
npx nx run api-e2e:e2e --outputStyle=static

step "Builds: api, web, storybook"
npx nx run-many -t build -p api web storybook --parallel=2 --outputStyle=static

step "Benchmark smoke (SQLite, a few hundred services, one second per scenario)"
npx nx run bench:smoke --outputStyle=static

step "Story accessibility (axe over every Storybook story)"
npx nx run storybook:a11y --outputStyle=static

step "Browser journeys in Chromium"
npx nx run web-e2e:e2e --outputStyle=static
