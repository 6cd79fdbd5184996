import 'reflect-metadata';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import { GLOBAL_PREFIX } from '../app.factory.js';
import { AppModule } from '../app.module.js';
import { loadConfig } from '../config/app-config.js';
import { buildOpenApiDocument } from '../openapi/openapi-document.js';

/**
 * The OpenAPI document without a database or a listening server: the module graph is built in Nest's preview mode
 * (no provider is instantiated, nothing connects), which is all @nestjs/swagger reads.
 */
export async function exportOpenApi(): Promise<OpenAPIObject> {
  const dataDir = await mkdtemp(join(tmpdir(), 'aurinko-openapi-'));
  try {
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, RUN_STARTUP_TASKS: 'false' });
    const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
      preview: true,
      logger: false,
      abortOnError: false,
    });
    app.setGlobalPrefix(GLOBAL_PREFIX, { exclude: [{ path: '/', method: RequestMethod.GET }] });
    const document = buildOpenApiDocument(app);
    await app.close();
    return document;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = resolve(
    process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'openapi.json'),
  );
  const document = await exportOpenApi();
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`OpenAPI ${document.openapi}: ${Object.keys(document.paths).length} paths → ${target}`);
}
