#!/bin/sh
# The web images' entrypoint: render the configuration of $ROLE (edge or remote) from the
# environment into /tmp/nginx (the user is not root) and run nginx in the foreground.
set -eu
sh /etc/homewise-nginx/render.sh "${ROLE:?ROLE must be edge or remote}" /tmp/nginx
exec nginx -p /tmp/nginx -c /tmp/nginx/nginx.conf -e stderr -g 'daemon off;'
