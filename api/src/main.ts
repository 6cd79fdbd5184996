import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp, metricsOf } from './app.factory.js';
import { startApiTracing } from './common/tracing/tracing.js';
import { ConfigError, loadConfig } from './config/app-config.js';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  // Only with OTEL_EXPORTER_OTLP_ENDPOINT set: loads the OpenTelemetry SDK (common/tracing); else nothing happens.
  // Spans still batched go out when the API stops (health/stop-telemetry.ts).
  await startApiTracing();
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  if (config.ops.metricsPort > 0) {
    const where = `http://${config.ops.metricsHost}:${config.ops.metricsPort}/metrics`;
    // A taken metrics port must not stop the site: it is said, and the API serves on.
    await metricsOf(app)
      .listen(config.ops.metricsPort, config.ops.metricsHost)
      .then(
        (server) => {
          server.unref();
          new Logger('Metrics').log(`Prometheus metrics on ${where}`);
        },
        (error: unknown) => new Logger('Metrics').error(`No metrics: ${where} failed (${String(error)})`),
      );
  }
  const database = config.database.type === 'mysql' ? 'MySQL/MariaDB' : `SQLite ${config.database.path}`;
  new Logger('Bootstrap').log(`API on http://${config.host}:${config.port}/api (${database})`);
}

bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
