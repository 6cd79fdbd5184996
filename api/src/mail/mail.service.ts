import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The one-time code, recorded separately in the development outbox so tests can finish the flow. */
  code?: string;
}

/** SMTP when SMTP_URL is set; otherwise DATA_DIR/outbox/outbox.jsonl (one JSON object per line) and the log. */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private transport: Transporter | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get outboxFile(): string {
    return join(this.config.dataDir, 'outbox', 'outbox.jsonl');
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (this.config.smtpUrl) {
      this.transport ??= createTransport(this.config.smtpUrl);
      await this.transport.sendMail({
        from: this.config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      return;
    }
    await mkdir(join(this.config.dataDir, 'outbox'), { recursive: true });
    const entry = { from: this.config.mailFrom, ...mail, createdAt: new Date().toISOString() };
    await appendFile(this.outboxFile, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
    // Never the text: it carries the reset code (the outbox file, mode 0600, has it).
    this.logger.warn(`No SMTP_URL: mail to ${mail.to} (${mail.subject}) written to ${this.outboxFile}`);
  }
}
