import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory.js';
import { ConfigError, loadConfig } from './config/app-config.js';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  const database = config.database.type === 'mysql' ? 'MySQL/MariaDB' : `SQLite ${config.database.path}`;
  new Logger('Bootstrap').log(`API on http://${config.host}:${config.port}/api (${database})`);
}

bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
