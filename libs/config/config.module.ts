import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from './config.schema.js';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Makes the parsed configuration injectable as APP_CONFIG everywhere. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}
