import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionEntity } from './session.entity.js';
import { SessionGuard } from './session.guard.js';
import { SessionsController } from './sessions.controller.js';
import { SessionsService } from './sessions.service.js';

/** Server-side sessions, and the global guard that reads one on every request. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SessionEntity])],
  controllers: [SessionsController],
  // The guard is also a provider of its own so that create-app.ts can reach it (the queue board).
  providers: [SessionsService, SessionGuard, { provide: APP_GUARD, useExisting: SessionGuard }],
  exports: [SessionsService, SessionGuard],
})
export class SessionsModule {}
