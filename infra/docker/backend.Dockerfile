# The backend image: `node dist/main.js` as a non-root user, production dependencies only.
#   docker build -f infra/docker/backend.Dockerfile -t homewise/backend:1.0.0 .
# The same image runs the release's migrations: `node dist/cli/migrations.js run`.
FROM node:24.22.3-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY packages/finance packages/finance
COPY backend backend
# Only the backend's workspaces (and the root's TypeScript to compile them).
RUN npm ci --no-audit --no-fund --include-workspace-root -w packages/contracts -w packages/finance -w backend \
 && npm run build -w packages/contracts -w packages/finance -w backend

FROM node:24.22.3-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/finance/package.json packages/finance/
COPY backend/package.json backend/
RUN npm ci --no-audit --no-fund --omit=dev -w packages/contracts -w packages/finance -w backend

FROM node:24.22.3-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/tmp/homewise LOG_FORMAT=json
WORKDIR /app
COPY --from=dependencies /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/packages/contracts/package.json packages/contracts/
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/packages/finance/package.json packages/finance/
COPY --from=build /app/packages/finance/dist packages/finance/dist
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
RUN useradd --uid 10001 --no-create-home --shell /usr/sbin/nologin homewise
USER 10001
WORKDIR /app/backend
EXPOSE 3000
# Liveness; readiness is /api/ready (Kubernetes probes both).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The flags of backend/package.json `homewise.nodeFlags` (infra/test/images.test.mjs checks they agree).
CMD ["node", "--max-semi-space-size=32", "--no-allocation-site-pretenuring", "dist/main.js"]
