import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SecurityEventEntity } from './security-event.entity.js';
import { SecurityLogController } from './security-log.controller.js';
import { SecurityLogService } from './security-log.service.js';

/** The security audit log: any module records through SecurityLogService; admins read it. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SecurityEventEntity])],
  controllers: [SecurityLogController],
  providers: [SecurityLogService],
  exports: [SecurityLogService],
})
export class SecurityLogModule {}
