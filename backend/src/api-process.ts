import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import { CHECK_IN_PATH } from './modules/referrals/check-in-links.js';
import {
  AVAILABILITY_LINK_PATH,
  AVAILABILITY_PATH,
} from './modules/physiotherapists/availability/availability-links.js';
import {
  REFERRAL_ACCEPT_PATH,
  REFERRAL_DECLINE_PATH,
  REFERRAL_PLAN_PATH,
} from './modules/referrals/referral-offer.pages.js';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { OPS_CSRF_HEADER, OPS_SESSION_COOKIE } from '@physio/api-contract';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { closeGracefullyOnSignals, logPrivateHops } from './bootstrap.js';
import { openApiDocsEnabled, type Env } from './config/env.js';
import { fastifyTrustProxy } from './config/trust-proxy.js';
import { answerFrameworkError, GlobalExceptionFilter } from './common/errors/global-exception.filter.js';
import { createValidationPipe } from './common/errors/validation.js';
import { guardRequestInput } from './common/request-input/request-input.js';
import { requestId } from './infra/logging/logger.js';
import type { Tracing } from './infra/tracing/start-tracing.js';
import { recordHttpMetrics } from './infra/metrics/http-metrics.js';
import { completeOpenApiDocument } from './common/openapi/complete-document.js';
import { OPS_CSRF_SECURITY } from './modules/auth/ops-auth.decorator.js';
import { addSecurityHeaders } from './web/security-headers.js';
import { WAITLIST_UNSUBSCRIBE_PATH } from './modules/waitlist/unsubscribe-token.js';
import { FINDER_CONFIRM_PATH } from './modules/finder-requests/confirmation-link.js';
import { serveStaticSites } from './web/static-site.js';
import { separateOpsHost } from './web/ops-host.js';

export const BODY_LIMIT_BYTES = 100 * 1024;

/** A family's request (its answer, result, confirmation) and a physiotherapist's referral pages: health data. */
const FINDER_REQUEST_ANSWERS = /^\/api\/(?:finder-requests|referral-offers|physiotherapists\/availability)(?:[/?]|$)/;

/** Builds the API application (runApi below starts it). */
export async function createApiApp(env: Env): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    // Only the configured proxies may name the client (X-Forwarded-For): by default nobody, so one header
    // cannot dodge a rate limit or count as many people in the demand report.
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    return503OnClosing: true,
    genReqId: requestId,
    frameworkErrors: answerFrameworkError,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(env), adapter, {
    bufferLogs: true,
    // Fastify's own JSON parser, and no form or text parsers: the API speaks JSON only (others get 415).
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new GlobalExceptionFilter());
  app.getHttpAdapter().getInstance().removeContentTypeParser('text/plain');
  // First of the hooks: with OPS_OWN_HOST, the dashboard and its API answer on their own host only.
  separateOpsHost(app.getHttpAdapter().getInstance(), env);
  // Reads the ops session cookie and sets it (unsigned: the id is 256 random bits, looked up server-side).
  await app.register(fastifyCookie);
  recordHttpMetrics(app.getHttpAdapter().getInstance());
  guardRequestInput(app.getHttpAdapter().getInstance(), {
    formRoutes: [
      WAITLIST_UNSUBSCRIBE_PATH,
      FINDER_CONFIRM_PATH,
      REFERRAL_ACCEPT_PATH,
      REFERRAL_DECLINE_PATH,
      REFERRAL_PLAN_PATH,
      CHECK_IN_PATH,
      AVAILABILITY_PATH,
      AVAILABILITY_LINK_PATH,
    ],
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
      // Never kept by the browser or a proxy: ops answers carry health data and session tokens, and a family's
      // request carries a condition and a postcode (a shared computer's cache would show it to the next person).
      if (request.url.startsWith('/api/ops/') || FINDER_REQUEST_ANSWERS.test(request.url)) {
        reply.header('cache-control', 'no-store');
      }
    });
  addSecurityHeaders(app.getHttpAdapter().getInstance(), {
    publicOriginIsHttps: env.PUBLIC_BASE_URL.startsWith('https://'),
  });
  await serveStaticSites(app, { publicWebDir: env.PUBLIC_WEB_DIR, opsDashboardDir: env.OPS_DASHBOARD_DIR });
  // Off in production unless asked for: the document maps every endpoint for whoever looks.
  if (openApiDocsEnabled(env)) setUpOpenApiDocs(app);
  return app;
}

// Built on the first request for it, not at start: scanning every controller costs about 150 ms of CPU, at every start
// of every copy (and of each integration test's API), for a page few open.
function setUpOpenApiDocs(app: NestFastifyApplication): void {
  const buildDocument = () => {
    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Home Physio Finder API')
        .setDescription('Matches families with a home physiotherapist for an elderly parent.')
        .setVersion('1')
        .addCookieAuth(
          OPS_SESSION_COOKIE,
          { type: 'apiKey', in: 'cookie', name: OPS_SESSION_COOKIE },
          OPS_SESSION_COOKIE,
        )
        .addApiKey(
          {
            type: 'apiKey',
            in: 'header',
            name: OPS_CSRF_HEADER,
            description:
              'csrf_token of GET /api/ops/auth/session; needed on every POST, PUT, PATCH and DELETE under /api/ops',
          },
          OPS_CSRF_SECURITY,
        )
        .build(),
    );
    completeOpenApiDocument(document, OPS_SESSION_COOKIE);
    return document;
  };
  SwaggerModule.setup('api/docs', app, buildDocument, { jsonDocumentUrl: 'api/docs/openapi.json' });
}

/** Runs the API process (started by main.ts, after tracing when it is configured). */
export async function runApi(env: Env, tracing: Tracing | undefined): Promise<void> {
  const app = await createApiApp(env);
  closeGracefullyOnSignals(app, env.SHUTDOWN_TIMEOUT_MS, tracing);
  await app.listen(env.PORT, env.HOST);
  // PORT=0 lets the system choose (tests): the port is read back, and a parent that started this process is told it.
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  app.get(Logger).log(`API listening on http://${env.HOST}:${port}/api`);
  process.send?.({ listening: port });
  logPrivateHops(env, app.get(Logger));
}
