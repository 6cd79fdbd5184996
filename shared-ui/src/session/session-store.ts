import { create } from 'zustand';
import { ApiError, type ApiSchema, apiClient } from '../api/client';

export type SessionUser = ApiSchema<'SessionUser'>;

type Status = 'unknown' | 'loading' | 'anonymous' | 'signed-in';

interface SessionState {
  status: Status;
  user: SessionUser | null;
  /** Asks the API who is signed in (GET /auth/me); 401 means nobody. */
  refresh: () => Promise<SessionUser | null>;
  signIn: (name: string, password: string) => Promise<SessionUser>;
  signOut: () => Promise<void>;
}

/**
 * The one signed-in session of the whole site. It lives in shared-ui, which is a federation
 * singleton, so the shell and every remote read and update the same store.
 */
export const useSession = create<SessionState>()((set) => ({
  status: 'unknown',
  user: null,
  refresh: async () => {
    set((state) => (state.status === 'unknown' ? { status: 'loading' } : state));
    try {
      const user = await apiClient.GET('/api/auth/me');
      set({ status: 'signed-in', user });
      return user;
    } catch (error) {
      if (error instanceof ApiError && error.status !== 401 && error.status !== 403) {
        set({ status: 'anonymous', user: null });
        throw error;
      }
      set({ status: 'anonymous', user: null });
      return null;
    }
  },
  signIn: async (name, password) => {
    const user = await apiClient.POST('/api/auth/login', { body: { name, password } });
    set({ status: 'signed-in', user });
    return user;
  },
  signOut: async () => {
    try {
      await apiClient.POST('/api/auth/logout');
    } finally {
      set({ status: 'anonymous', user: null });
    }
  },
}));

export const isAdmin = (user: SessionUser | null): boolean => user?.role === 'admin';
