import type { Role } from '../common/decorators/auth.decorators.js';

export interface SessionUser {
  id: number;
  name: string;
  role: Role;
}
