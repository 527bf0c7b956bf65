/** Every failure body: the frontends show `message` (spec section 8). */
export interface ErrorResponse {
  statusCode: number;
  message: string;
  error?: string;
  /** A service's refusal names itself (e.g. `EMAIL_TAKEN`, backend src/common/errors/error-catalogue.ts). */
  code?: string;
}

/** One check of a health answer (@nestjs/terminus): its state and what it adds. */
export interface HealthCheckEntry {
  status: 'up' | 'down' | 'degraded';
  [detail: string]: unknown;
}

/**
 * `GET /api/health` (liveness) and `GET /api/ready` (readiness), in @nestjs/terminus's shape.
 * Readiness: 200 `ok`, or 200 `degraded` when Redis is configured but down (the API still serves:
 * jobs wait in the outbox); 503 `error` when the database is down; 503 `shutting_down` from
 * SIGTERM on, so the edge stops sending requests before the replica closes.
 */
export interface HealthResponse {
  status: 'ok' | 'degraded' | 'error' | 'shutting_down';
  info: Record<string, HealthCheckEntry>;
  error: Record<string, HealthCheckEntry>;
  details: Record<string, HealthCheckEntry>;
}

export type ReadyResponse = HealthResponse;

/** `POST /api/analytics/page-view` (public; answers 204). */
export interface PageViewRequest {
  path: string;
  referrer?: string | null;
}
