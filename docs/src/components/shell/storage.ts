/**
 * Tiny storage over window.localStorage. When localStorage is missing or throws (private mode,
 * disabled cookies, quota, server rendering), ONE console.warn is logged and storage behaves as
 * empty: get → null, set/remove → no-op. Nothing else breaks.
 */

let warned = false;

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  // eslint-disable-next-line no-console
  console.warn(
    '[khanya] Local storage is unavailable; preferences (colour mode, docs version, dismissed announcement) will not be remembered.',
    error,
  );
}

function backend(): Storage | null {
  if (typeof window === 'undefined') return null; // server render: empty, no warning
  try {
    const s = window.localStorage;
    if (!s) throw new Error('window.localStorage is not available');
    return s;
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

export const storage = {
  get(key: string): string | null {
    const s = backend();
    if (!s) return null;
    try {
      return s.getItem(key);
    } catch (error) {
      warnOnce(error);
      return null;
    }
  },
  set(key: string, value: string): void {
    const s = backend();
    if (!s) return;
    try {
      s.setItem(key, value);
    } catch (error) {
      warnOnce(error);
    }
  },
  remove(key: string): void {
    const s = backend();
    if (!s) return;
    try {
      s.removeItem(key);
    } catch (error) {
      warnOnce(error);
    }
  },
};

/** For tests only: allow the warning to be logged again. */
export function resetStorageWarning(): void {
  warned = false;
}

export const STORAGE_KEYS = {
  theme: 'khanya.theme',
  announcementDismissed: 'khanya.announcement.dismissed',
  docsVersion: 'khanya.docs-preferred-version',
} as const;
