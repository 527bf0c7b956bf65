import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { HousekeepingService } from './housekeeping.service.js';

@Module({ imports: [DiscoveryModule], providers: [HousekeepingService] })
export class HousekeepingModule {}
