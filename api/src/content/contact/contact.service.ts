import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type ContentPageQueryDto, type Paginated, paginated } from '../common/content-query.dto.js';
import type { CreateContactMessageDto } from './contact.dto.js';
import { ContactMessageEntity } from './contact-message.entity.js';

export interface ContactMessageView {
  _id: string;
  name: string;
  mobile: string;
  email: string;
  message: string;
  receivedAt: string;
  handled: boolean;
}

const view = (m: ContactMessageEntity): ContactMessageView => ({
  _id: String(m.id),
  name: m.name,
  mobile: m.mobile,
  email: m.email,
  message: m.message,
  receivedAt: new Date(m.receivedAt).toISOString(),
  handled: Boolean(m.handled),
});

export const CONTACT_RECEIVED = 'Thank you! Your message has been sent.';

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
  ) {}

  async submit(dto: CreateContactMessageDto): Promise<{ message: string }> {
    // Honeypot: a filled `website` is a bot; it gets the same answer and nothing is stored.
    if (dto.website?.trim()) return { message: CONTACT_RECEIVED };
    await this.messages.insert({
      name: dto.name,
      mobile: dto.mobile,
      email: dto.email,
      message: dto.message,
      receivedAt: new Date(),
      handled: false,
      handledAt: null,
    });
    return { message: CONTACT_RECEIVED };
  }

  /** Newest first. */
  async list(query: ContentPageQueryDto): Promise<Paginated<ContactMessageView>> {
    const [rows, total] = await this.messages.findAndCount({
      order: { receivedAt: 'DESC', id: 'DESC' },
      skip: query.skip,
      take: query.pageSize,
    });
    return paginated(rows.map(view), total, query);
  }

  async markHandled(id: number): Promise<ContactMessageView> {
    const message = await this.messages.findOneBy({ id });
    if (!message) throw new NotFoundException(`Contact message ${id} not found`);
    if (!message.handled) {
      message.handled = true;
      message.handledAt = new Date();
      await this.messages.save(message);
    }
    return view(message);
  }
}
