import { Global, Module, type DynamicModule } from '@nestjs/common';
import { DerivedKeys, derivedKeysOf } from './derived-keys.js';
import { Env } from './env.js';

/** Makes the validated Env, and the keys derived from its secret, injectable everywhere. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(env: Env): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: Env, useValue: env },
        { provide: DerivedKeys, useValue: derivedKeysOf(env) },
      ],
      exports: [Env, DerivedKeys],
    };
  }
}
