import { parseRole, type Role, type RoleIntent } from '@prontidao/domain/auth/roles';

const INTENT_KEY = 'intent_role';

/** The role chosen on the landing page before signing in; applied once after sign-in. */
export const intentRole = {
  get(): Role | null {
    const value = safeStorage()?.getItem(INTENT_KEY);
    return value ? parseRole(value) : null;
  },
  set(role: RoleIntent) {
    safeStorage()?.setItem(INTENT_KEY, role);
  },
  clear() {
    safeStorage()?.removeItem(INTENT_KEY);
  },
};

/** Sign-out clears every auth-related entry this app keeps in the browser. */
export function clearLocalAuthEntries() {
  const storage = safeStorage();
  if (!storage) return;
  for (const key of Object.keys(storage)) {
    if (key === INTENT_KEY || key.startsWith('prontidao.') || key.startsWith('sb-')) storage.removeItem(key);
  }
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
