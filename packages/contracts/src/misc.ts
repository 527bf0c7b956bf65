/** Every failure body: the frontends show `message` (spec section 8). */
export interface ErrorResponse {
  statusCode: number;
  message: string;
  error?: string;
}

/** `GET /api/health` */
export interface HealthResponse {
  status: 'ok';
}

/** `GET /api/ready`: 200 when everything configured is up, else 503 with the same shape. */
export interface ReadyResponse {
  status: 'ready' | 'not_ready';
  database: 'up' | 'down';
  redis: 'up' | 'down' | 'not_configured';
}

/** `POST /api/analytics/page-view` (public; answers 204). */
export interface PageViewRequest {
  path: string;
  referrer?: string | null;
}
