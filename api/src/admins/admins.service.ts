import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { hash } from '@node-rs/argon2';
import type { Repository } from 'typeorm';
import type { Role } from '../common/decorators/auth.decorators.js';
import { AdminEntity } from './admin.entity.js';
import { passwordProblem } from './password-policy.js';

export const NAME_PATTERN = /^[\w.@-]{3,64}$/;
export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export interface CreateAdminInput {
  name: string;
  password: string;
  role?: Role;
  email?: string | null;
}

@Injectable()
export class AdminsService {
  constructor(@InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>) {}

  hashPassword(password: string): Promise<string> {
    return hash(password);
  }

  /**
   * Exact, case-sensitive match. MySQL's default collation would match `PROBEADMIN` and `probeadmin ` (case-folded,
   * trailing spaces ignored) to `probeadmin`; the comparison here is the binary one, on every engine.
   */
  async findByName(name: string): Promise<AdminEntity | null> {
    const admin = await this.admins.findOneBy({ name });
    return admin && admin.name === name ? admin : null;
  }

  findById(id: number): Promise<AdminEntity | null> {
    return this.admins.findOneBy({ id });
  }

  countAdmins(): Promise<number> {
    return this.admins.countBy({ role: 'admin' });
  }

  async create(input: CreateAdminInput): Promise<AdminEntity> {
    if (!NAME_PATTERN.test(input.name)) {
      throw new BadRequestException('name must be 3–64 letters, digits, dots, dashes, underscores or @');
    }
    const problem = passwordProblem(input.password, input.name);
    if (problem) throw new BadRequestException(problem.replace('newPassword', 'password'));
    if (await this.admins.existsBy({ name: input.name })) {
      throw new ConflictException(`An admin named ${input.name} already exists`);
    }
    const email = input.email?.trim() || null;
    if (email !== null && !EMAIL_PATTERN.test(email)) {
      throw new BadRequestException('email must be an e-mail address like name@example.com');
    }
    if (email !== null && (await this.admins.existsBy({ email }))) {
      throw new ConflictException('Another admin already has this e-mail address');
    }
    const now = new Date();
    return this.admins.save(
      this.admins.create({
        name: input.name,
        email,
        role: input.role ?? 'admin',
        passwordHash: await this.hashPassword(input.password),
        failedAttempts: 0,
        lockedUntil: null,
        passwordChangedAt: now,
        createdAt: now,
      }),
    );
  }
}
