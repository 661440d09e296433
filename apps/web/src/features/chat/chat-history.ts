import { type ChatMessage, parseHistory } from '@prontidao/domain/chat/chat-message';

// The conversation kept in this browser, one entry per account. The 'prontidao.' prefix makes
// sign-out clear it (lib/local-auth-storage): answers about rank or TAF date are personal data.

const KEY_PREFIX = 'prontidao.chat-history.';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface ChatHistoryStore {
  load(): ChatMessage[];
  save(messages: readonly ChatMessage[]): void;
  clear(): void;
}

export function chatHistoryStore(userId: string): ChatHistoryStore {
  const key = `${KEY_PREFIX}${userId}`;
  return {
    load() {
      try {
        return parseHistory(JSON.parse(storage()?.getItem(key) ?? 'null'));
      } catch {
        return [];
      }
    },
    save(messages) {
      try {
        if (messages.length === 0) storage()?.removeItem(key);
        else storage()?.setItem(key, JSON.stringify(messages));
      } catch {
        // A full or blocked storage only costs the history.
      }
    },
    clear() {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing to clear.
      }
    },
  };
}
