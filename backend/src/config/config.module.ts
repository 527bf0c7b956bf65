import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from './app-config.js';

/** Makes the validated AppConfig injectable everywhere (by its class). */
@Global()
@Module({})
export class ConfigModule {
  static register(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: AppConfig, useValue: config }], exports: [AppConfig] };
  }
}
