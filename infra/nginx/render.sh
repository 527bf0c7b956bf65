#!/bin/sh
# Renders the nginx configuration of one Homewise web role into a folder nginx can run from:
#   sh infra/nginx/render.sh edge|remote OUT_DIR     then: nginx -p OUT_DIR -c OUT_DIR/nginx.conf
# The images' entrypoint and the repository's tests and scale bench all render through this
# script, so what runs here is what runs in production. ${VARIABLES} below come from the
# environment (defaults after :=); nginx's own $variables are left alone (envsubst gets a list).
set -eu
role=${1:?usage: render.sh edge|remote OUT_DIR}
out=${2:?usage: render.sh edge|remote OUT_DIR}
here=$(cd "$(dirname "$0")" && pwd)

export NGINX_RUN_DIR="$out"
export NGINX_ACCESS_LOG="${NGINX_ACCESS_LOG:-/dev/stdout}"
export NGINX_WORKERS="${NGINX_WORKERS:-auto}"
export LISTEN_PORT="${LISTEN_PORT:-8080}"
export STATIC_ROOT="${STATIC_ROOT:-/usr/share/homewise/html}"
# Edge only.
export REMOTES_JSON="${REMOTES_JSON:-/etc/homewise/remotes.json}"
export BACKEND_SERVERS="${BACKEND_SERVERS:-backend:3000}"
export TRUSTED_PROXY="${TRUSTED_PROXY:-127.0.0.1/32}"
export API_CONNECT_TIMEOUT="${API_CONNECT_TIMEOUT:-2s}"
export API_READ_TIMEOUT="${API_READ_TIMEOUT:-30s}"

mkdir -p "$out/conf.d" "$out/snippets"
vars='${NGINX_RUN_DIR} ${NGINX_WORKERS} ${NGINX_ACCESS_LOG} ${LISTEN_PORT} ${STATIC_ROOT} ${REMOTES_JSON} ${TRUSTED_PROXY}
${API_CONNECT_TIMEOUT} ${API_READ_TIMEOUT} ${CSP} ${CSP_EMBEDDABLE} ${BACKEND_SERVER_LINES}'
render() { envsubst "$vars" < "$1" > "$2"; }

case "$role" in
  edge)
    # The page may load scripts from this origin and the remotes' origins only: those of
    # /remotes.json as it is now, unless CSP_REMOTE_ORIGINS lists them ("https://a https://b").
    # A remote moved to a new path on the same origin needs no restart; a new origin does.
    if [ -z "${CSP_REMOTE_ORIGINS:-}" ] && [ -r "$REMOTES_JSON" ]; then
      CSP_REMOTE_ORIGINS=$(grep -oE 'https?://[^/"]+' "$REMOTES_JSON" | sort -u | tr '\n' ' ')
    fi
    sources="'self' ${CSP_REMOTE_ORIGINS:-}"
    policy="default-src 'self'; script-src $sources; connect-src $sources; style-src $sources 'unsafe-inline'; font-src $sources data:; img-src $sources data: https:; object-src 'none'; base-uri 'self'; form-action 'self'"
    export CSP="$policy; frame-ancestors 'self'"
    export CSP_EMBEDDABLE="$policy; frame-ancestors *"
    BACKEND_SERVER_LINES=$(for server in $BACKEND_SERVERS; do printf '  server %s max_fails=1 fail_timeout=5s;\n' "$server"; done)
    export BACKEND_SERVER_LINES
    render "$here/templates/edge.conf.template" "$out/conf.d/edge.conf"
    render "$here/templates/upstream.conf.template" "$out/conf.d/upstream.conf"
    ;;
  remote)
    render "$here/templates/remote.conf.template" "$out/conf.d/remote.conf"
    ;;
  *)
    echo "render.sh: unknown role \"$role\" (edge or remote)" >&2
    exit 2
    ;;
esac
render "$here/templates/nginx.conf.template" "$out/nginx.conf"
for snippet in "$here"/snippets/*.conf; do render "$snippet" "$out/snippets/$(basename "$snippet")"; done
