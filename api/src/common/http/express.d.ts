import type { SessionUser } from '../../auth/session-user.js';
import type { Lang } from '../lang/languages.js';

declare global {
  namespace Express {
    interface Request {
      lang?: Lang;
      user?: SessionUser;
      sessionId?: string;
      /** Public-read cache write clock when the request arrived (an answer computed across a write of a table it read is not kept). */
      publicCacheVersion?: number;
      /** An admin's `?preview=1` read (studio drafts): never cached, drafts shown. */
      draftPreview?: boolean;
    }
  }
}
