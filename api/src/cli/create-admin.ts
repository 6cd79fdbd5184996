import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { AdminsService } from '../admins/admins.service.js';
import { AppModule } from '../app.module.js';
import { ROLES, type Role } from '../common/decorators/auth.decorators.js';
import { ConfigError, loadConfig } from '../config/app-config.js';

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY)
    process.stderr.write('Password (input is shown; prefer ADMIN_PASSWORD or a pipe): ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    if (process.stdin.isTTY && chunk.includes(10)) break;
  }
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

/** pnpm --filter @aurinko/api admin:create -- --name <name> [--role admin|viewer] [--email <address>] */
async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      name: { type: 'string' },
      role: { type: 'string', default: 'admin' },
      email: { type: 'string' },
    },
  });
  if (!values.name)
    throw new ConfigError('Usage: admin:create -- --name <name> (password from ADMIN_PASSWORD or stdin)');
  if (!(ROLES as readonly string[]).includes(values.role))
    throw new ConfigError(`--role must be one of ${ROLES.join(', ')}`);
  const password = process.env.ADMIN_PASSWORD || (await readStdin());
  const config = loadConfig({ ...process.env, ADMIN_NAME: '', ADMIN_PASSWORD: '', LOG_LEVEL: 'warn' });
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: ['error', 'warn'],
  });
  try {
    const admin = await app.get(AdminsService).create({
      name: values.name,
      password,
      role: values.role as Role,
      email: values.email ?? null,
    });
    console.log(`Created ${admin.role} "${admin.name}"`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  const response = (error as { response?: { message?: string } }).response;
  console.error(response?.message ?? (error instanceof Error ? error.message : String(error)));
  process.exit(1);
});
