import { Injectable } from '@nestjs/common';

/**
 * Where this replica is in its life: serving, or draining after SIGTERM. While draining it still
 * answers every request, but readiness says `shutting_down` so the edge and Kubernetes take it
 * out of the pool before the server closes (main.ts).
 */
@Injectable()
export class Lifecycle {
  private drainingSince: number | undefined;

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  startDraining(): void {
    this.drainingSince ??= Date.now();
  }
}
