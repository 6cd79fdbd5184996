import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { flushLogs } from '../common/logging/logger.js';
import { apiTracing } from '../common/tracing/tracing.js';

/** How long a stop waits for the last spans' export before it goes on without them. */
const SPAN_EXPORT_BUDGET_MS = 2000;

/**
 * The last step of a graceful stop (after DrainService has let the requests in flight finish): the spans still
 * batched are exported (within SPAN_EXPORT_BUDGET_MS: a collector that does not answer cannot hold the stop), then
 * the log's buffer is written out — the drain's own lines and the last requests' lines included. Nest then sends the
 * process its signal again, which ends it at once, so nothing may be left for an 'exit' handler.
 * Without a signal (`app.close()` in tests and tools) only the log is flushed: the tracer is the process's and stays.
 */
@Injectable()
export class StopTelemetry implements OnApplicationShutdown {
  async onApplicationShutdown(signal?: string): Promise<void> {
    const tracing = signal ? apiTracing() : undefined;
    if (tracing) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        tracing.shutdown().catch(() => undefined),
        new Promise((resolve) => {
          timer = setTimeout(resolve, SPAN_EXPORT_BUDGET_MS);
        }),
      ]);
      clearTimeout(timer);
    }
    await flushLogs();
  }
}
