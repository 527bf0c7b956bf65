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
# How long a branded page (/lo/<code>) waits for its parts, as the shell's Node server (800 ms),
# and how long the parts are kept.
export BRAND_TIMEOUT="${BRAND_TIMEOUT:-800ms}"
export BRAND_CACHE_SECONDS="${BRAND_CACHE_SECONDS:-30}"

mkdir -p "$out/conf.d" "$out/snippets"
vars='${NGINX_RUN_DIR} ${NGINX_WORKERS} ${NGINX_ACCESS_LOG} ${LISTEN_PORT} ${STATIC_ROOT} ${REMOTES_JSON} ${TRUSTED_PROXY}
${API_CONNECT_TIMEOUT} ${API_READ_TIMEOUT} ${CSP} ${CSP_EMBEDDABLE} ${BACKEND_SERVER_LINES} ${BRAND_TIMEOUT} ${BRAND_CACHE_SECONDS}'
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
    mkdir -p "$out/pages"
    # Server-side includes fill these pages; a stub is what a part that fails leaves (sed below
    # uses '#' as its delimiter: the includes' own '#' are escaped).
    stubs='<!--\# block name="title" --><title>Homewise</title><!--\# endblock --><!--\# block name="none" --><!--\# endblock -->'
    # A loan officer's page (/lo/<code>) in their brand: the parts from the backend (edge.conf.template).
    sed -e "s#<title>[^<]*</title>#${stubs}<!--\# include virtual=\"/__brand/\$brand_code/title\" stub=\"title\" -->#" \
        -e 's#</head>#<!--\# include virtual="/__brand/$brand_code/head" stub="none" --></head>#' \
        -e 's#<div id="root"></div>#<!--\# include virtual="/__brand/$brand_code/body" stub="none" --><div id="root"></div>#' \
        "$STATIC_ROOT/index.html" > "$out/pages/branded.html"
    # The marketing pages' prerendered content (issue 22), when the edge can reach the marketing
    # remote's files (MARKETING_PRERENDER_URL, e.g. http://marketing:8080/): the shell's page
    # with include points, and the locations that fill them. Otherwise the plain shell page.
    : > "$out/marketing-pages.conf"
    rm -f "$out/conf.d/marketing-map.conf"
    if [ -n "${MARKETING_PRERENDER_URL:-}" ]; then
      MARKETING_PRERENDER_URL="${MARKETING_PRERENDER_URL%/}/"
      if [ -z "${MARKETING_PUBLIC_URL:-}" ] && [ -r "$REMOTES_JSON" ]; then
        MARKETING_PUBLIC_URL=$(tr -d '\n' < "$REMOTES_JSON" | sed -n 's/.*"marketing"[[:space:]]*:[[:space:]]*"\([^"]*\/\)[^"/]*".*/\1/p')
      fi
      export MARKETING_PRERENDER_URL MARKETING_PUBLIC_URL="${MARKETING_PUBLIC_URL%/}/"
      vars="$vars \${MARKETING_PRERENDER_URL} \${MARKETING_PUBLIC_URL}"
      render "$here/templates/marketing-pages.conf.template" "$out/marketing-pages.conf"
      render "$here/templates/marketing-map.conf.template" "$out/conf.d/marketing-map.conf"
      # The shell's stylesheets (one of identical copies; the layout's last), as the shell server links them.
      links=$(cd "$STATIC_ROOT" && ls *.css 2>/dev/null | awk -F. '!seen[$(NF-1)]++' | { grep -v '^bootstrap\.' ; ls bootstrap.*.css 2>/dev/null | head -1; } | sed 's#.*#<link rel="stylesheet" href="/&">#' | tr -d '\n')
      sed -e "s#<title>[^<]*</title>#${stubs}<!--\# include virtual=\"/__prerendered/\$marketing_page.title.html\" stub=\"title\" -->#" \
          -e "s#</head>#${links}<!--\# include virtual=\"/__prerendered-styles/\$marketing_page.styles.html\" stub=\"none\" --></head>#" \
          -e 's#<noscript>[^<]*</noscript>##' \
          -e 's#<div id="root"></div>#<div id="root"><!--\# include virtual="/__prerendered/$marketing_page.body.html" stub="none" --></div>#' \
          "$STATIC_ROOT/index.html" > "$out/pages/prerendered.html"
      cp "$STATIC_ROOT/index.html" "$out/pages/shell.html"
    fi
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
