import { join } from 'node:path';
import { Logger, RequestMethod } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import type { DestinationStream } from 'pino';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { SessionsService } from './auth/sessions.service.js';
import { PublicReadCache } from './common/cache/public-read-cache.service.js';
import { AllExceptionsFilter } from './common/http/all-exceptions.filter.js';
import { IdParamsInterceptor } from './common/http/id-params.interceptor.js';
import { plainCookiesOnly, rejectDeepJson } from './common/http/input-safety.js';
import { answerUnparsableRequests, oversizedRequests } from './common/http/oversized-requests.js';
import { createValidationPipe } from './common/http/validation.pipe.js';
import { langMiddleware } from './common/lang/lang.middleware.js';
import { createAppLogger, PinoNestLogger, requestLogMiddleware } from './common/logging/logger.js';
import { type ApiMetrics, createApiMetrics } from './common/metrics/metrics.js';
import { apiTracing } from './common/tracing/tracing.js';
import type { AppConfig } from './config/app-config.js';
import { FILE_STORAGE, type FileStorage } from './files/file-storage.js';
import { imageFallbackMiddleware } from './files/image-fallback.middleware.js';
import { S3FileStorage } from './files/s3-file-storage.js';
import { s3UploadsMiddleware } from './files/s3-uploads.middleware.js';
import { DrainService } from './health/drain.service.js';
import { buildOpenApiDocument } from './openapi/openapi-document.js';
import { draftPreviewMiddleware } from './studio/drafts/draft-preview.js';

export const GLOBAL_PREFIX = 'api';

const metricsByApp = new WeakMap<NestExpressApplication, ApiMetrics>();

/** The app's Prometheus metrics (main.ts serves them on METRICS_PORT). */
export function metricsOf(app: NestExpressApplication): ApiMetrics {
  return metricsByApp.get(app) as ApiMetrics;
}

export interface CreateAppOptions {
  /** Where the log goes instead of stdout (tests capture it). */
  logDestination?: DestinationStream;
}

/** Builds the configured application (used by main.ts, the CLI-free tests and the benchmark alike). */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  const log = createAppLogger(config, options.logDestination);
  const nestLogger = new PinoNestLogger(log);
  Logger.overrideLogger(nestLogger);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: nestLogger,
    bodyParser: false,
    abortOnError: false,
  });
  // First: the request id and the one log line per request, then the count of requests in flight for the
  // graceful stop (health/drain.service.ts).
  const metrics = createApiMetrics(app.get(DataSource));
  metricsByApp.set(app, metrics);
  // With OTEL_EXPORTER_OTLP_ENDPOINT set (main.ts started tracing): the request's span, before everything else.
  const tracing = apiTracing();
  if (tracing) app.use(tracing.middleware);
  app.use(requestLogMiddleware(log, metrics.onRequest));
  app.use(app.get(DrainService).middleware());
  // The same list as the front ends' servers (shared-ui/server/proxy-trust.mjs): X-Forwarded-For is walked right to left
  // only through trusted hops, so req.ip is the first address no trusted proxy vouches for.
  app.set('trust proxy', (address: string) => config.trustedProxies.isTrusted(address));
  app.disable('x-powered-by');
  // Oversized URLs and headers get 414 / 431 (JSON), never a connection reset.
  answerUnparsableRequests(app.getHttpServer());
  app.use(oversizedRequests);
  app.use(helmet({ crossOriginResourcePolicy: { policy: 'same-origin' } }));
  // verify (too-deep JSON refused before parsing) is missing from Nest's option type but passed to body-parser as is.
  app.useBodyParser('json', { limit: '100kb', verify: rejectDeepJson } as { limit: string });
  app.useBodyParser('urlencoded', { limit: '100kb', extended: false });
  app.use(cookieParser());
  app.use(plainCookiesOnly);
  app.use(langMiddleware);
  // An admin's ?preview=1 read shows drafts and is never cached (studio/drafts/draft-preview.ts).
  app.use(draftPreviewMiddleware(app.get(SessionsService)));
  // Public GET answers straight from memory, before routing (filled by PublicReadCacheInterceptor).
  app.use(app.get(PublicReadCache).middleware());
  const storage = app.get<FileStorage>(FILE_STORAGE);
  app.use(`/${GLOBAL_PREFIX}/uploads/`, imageFallbackMiddleware(storage));
  if (storage instanceof S3FileStorage) {
    app.use(`/${GLOBAL_PREFIX}/uploads/`, s3UploadsMiddleware(storage));
  } else {
    app.useStaticAssets(join(config.dataDir, 'uploads'), {
      prefix: `/${GLOBAL_PREFIX}/uploads/`,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: true,
    });
  }
  app.setGlobalPrefix(GLOBAL_PREFIX, { exclude: [{ path: '/', method: RequestMethod.GET }] });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalInterceptors(new IdParamsInterceptor(app.get(Reflector)));
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();
  if (config.openApi) {
    // The same document `pnpm build` exports to dist/openapi.json (openapi/openapi-document.ts).
    const document = buildOpenApiDocument(app);
    SwaggerModule.setup(`${GLOBAL_PREFIX}/docs`, app, document, {
      jsonDocumentUrl: `${GLOBAL_PREFIX}/docs-json`,
    });
  }
  return app;
}
