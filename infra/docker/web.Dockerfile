# One web image per app: the shell as the edge (ROLE=edge) or one remote (ROLE=remote), its
# production build served by Debian's nginx with infra/nginx (the configuration the repository's
# tests and scale bench run). Each builds from its own folder and the shared packages only, so a
# remote ships alone:
#   docker build -f infra/docker/web.Dockerfile --build-arg APP=shell --build-arg ROLE=edge -t homewise/shell:1.0.0 .
#   docker build -f infra/docker/web.Dockerfile --build-arg APP=mfe-account --build-arg ROLE=remote -t homewise/mfe-account:1.0.0 .
ARG APP=shell
FROM node:24.22.3-bookworm-slim AS build
ARG APP
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY packages packages
COPY ${APP} ${APP}
COPY infra/nginx/precompress.mjs infra/nginx/precompress.mjs
RUN npm ci --no-audit --no-fund --include-workspace-root -w packages/contracts -w packages/finance -w packages/platform -w packages/charts -w ${APP} \
 && npm run build -w packages/contracts -w packages/finance \
 && NODE_ENV=production npm run build -w ${APP} \
 && node infra/nginx/precompress.mjs ${APP}/dist

FROM debian:bookworm-slim
ARG APP
ARG ROLE=remote
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      nginx-light libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static gettext-base curl \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --uid 10001 --no-create-home --shell /usr/sbin/nologin homewise
COPY infra/nginx /etc/homewise-nginx
COPY --from=build /app/${APP}/dist /usr/share/homewise/html
ENV ROLE=${ROLE} LISTEN_PORT=8080 STATIC_ROOT=/usr/share/homewise/html
USER 10001
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s CMD curl -fsS http://127.0.0.1:${LISTEN_PORT}/health || exit 1
ENTRYPOINT ["/bin/sh", "/etc/homewise-nginx/entrypoint.sh"]
