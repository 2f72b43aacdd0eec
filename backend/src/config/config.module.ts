import { Global, Module, type DynamicModule } from '@nestjs/common';
import { Env } from './env.js';

/** Makes the validated Env injectable everywhere. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(env: Env): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: Env, useValue: env }], exports: [Env] };
  }
}
