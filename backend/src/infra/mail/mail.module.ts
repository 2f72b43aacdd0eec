import { Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { dashboardBaseUrl, Env } from '../../config/env.js';
import { MailProcessor } from './mail.processor.js';
import { FEATURE_MAIL, MailRegistry, type MailFeature } from './mail-registry.js';
import { MailTransport } from './mail-transport.js';
import { createEmailRendererInThread } from './templates/compile-templates.thread.js';
import { EmailRenderer } from './templates/email-renderer.js';

/** Holds one feature's MailFeature (see MailModule.forFeature). */
@Module({})
class MailFeatureModule {}

/**
 * Worker side of mail: the one mail queue's processor, the pooled SMTP transport and the compiled templates.
 * It knows no feature: each feature registers its templates and sources with MailModule.forFeature().
 */
@Module({
  imports: [DiscoveryModule],
  providers: [
    MailRegistry,
    MailProcessor,
    MailTransport,
    {
      provide: EmailRenderer,
      inject: [Env, MailRegistry],
      // Every feature's templates, compiled once at start-up, before the processor takes a job.
      useFactory: (env: Env, registry: MailRegistry) =>
        createEmailRendererInThread(
          registry.templates,
          { baseUrl: env.PUBLIC_BASE_URL, dashboardUrl: dashboardBaseUrl(env) },
          env.MAIL_TEMPLATE_CACHE_DIR,
        ),
    },
  ],
})
export class MailModule {
  /** Registers a feature's emails, from the feature's worker-side module (imports: [MailModule.forFeature(...)]). */
  static forFeature(feature: MailFeature): DynamicModule {
    return {
      module: MailFeatureModule,
      imports: [MailModule],
      providers: [{ provide: FEATURE_MAIL, useValue: feature }],
      exports: [MailModule],
    };
  }
}
