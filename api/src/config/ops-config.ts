import { ConfigError } from './app-config.js';

type Env = Record<string, string | undefined>;

/** Operations settings (health, drain, logs, metrics, traces): README "Operations". */
export interface OpsConfig {
  /** After SIGTERM/SIGINT, how long readiness answers 503 while requests are still served (load balancers notice). */
  drainDelayMs: number;
  /** Then, how long in-flight requests may take to finish before their connections are cut. */
  drainTimeoutMs: number;
  /** `json`: one JSON object a line (production); `pretty`: pino-pretty for a person at a terminal (development). */
  logFormat: 'json' | 'pretty';
  /** Prometheus metrics on their own port (never the public one); 0 = off. */
  metricsPort: number;
  metricsHost: string;
}

function readInteger(env: Env, variable: string, fallback: number, min: number, max: number): number {
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(
      `Invalid environment: ${variable} must be an integer between ${min} and ${max} (got ${JSON.stringify(raw)})`,
    );
  }
  return value;
}

export function readOpsConfig(env: Env): OpsConfig {
  const logFormat = env.LOG_FORMAT || ((env.NODE_ENV ?? 'development') === 'development' ? 'pretty' : 'json');
  if (logFormat !== 'json' && logFormat !== 'pretty') {
    throw new ConfigError(
      `Invalid environment: LOG_FORMAT must be json or pretty (got ${JSON.stringify(logFormat)})`,
    );
  }
  return {
    logFormat,
    // Shifted by PORT_OFFSET like the API's port (several local sites side by side).
    metricsPort:
      env.METRICS_PORT === 'off'
        ? 0
        : readInteger(env, 'METRICS_PORT', 9464 + readInteger(env, 'PORT_OFFSET', 0, 0, 50000), 0, 65535),
    metricsHost: env.METRICS_HOST || '0.0.0.0',
    drainDelayMs: readInteger(env, 'DRAIN_DELAY_MS', 0, 0, 600_000),
    drainTimeoutMs: readInteger(env, 'DRAIN_TIMEOUT_MS', 10_000, 0, 600_000),
  };
}
