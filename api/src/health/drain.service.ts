import type { Server } from 'node:http';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/**
 * Graceful stop. On SIGTERM/SIGINT (Nest's shutdown hooks) readiness turns false at once (`/api/health/ready` → 503)
 * while requests are still served for DRAIN_DELAY_MS (SIGTERM only) (load balancers and Kubernetes notice and stop sending new
 * ones); then the server stops accepting connections, in-flight requests get up to DRAIN_TIMEOUT_MS to finish
 * (their answers say `Connection: close`), and whatever is left is cut. Only then does Nest close the database.
 */
@Injectable()
export class DrainService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Drain');
  private inFlight = 0;
  private idle: Array<() => void> = [];
  draining = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  /** Counts requests in flight (mounted first in app.factory.ts). */
  middleware() {
    return (_req: Request, res: Response, next: NextFunction) => {
      this.inFlight++;
      if (this.draining) res.setHeader('Connection', 'close');
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        this.inFlight--;
        if (this.inFlight === 0) for (const resolve of this.idle.splice(0)) resolve();
      };
      res.once('finish', finish);
      res.once('close', finish);
      next();
    };
  }

  private whenIdle(timeoutMs: number): Promise<boolean> {
    if (this.inFlight === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.idle.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    // app.close() without a signal (tests, CLI) stops at once, as before.
    if (!signal) return;
    this.draining = true;
    const { drainTimeoutMs } = this.config.ops;
    // Ctrl-C is a person at a terminal, not a load balancer: no delay.
    const drainDelayMs = signal === 'SIGINT' ? 0 : this.config.ops.drainDelayMs;
    this.logger.log(`${signal}: not ready; draining (${this.inFlight} request(s) in flight)`);
    if (drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (server?.listening) {
      server.close();
      server.closeIdleConnections();
    }
    const finished = await this.whenIdle(drainTimeoutMs);
    if (!finished)
      this.logger.warn(`${this.inFlight} request(s) still running after ${drainTimeoutMs} ms: cut off`);
    server?.closeAllConnections();
  }
}
