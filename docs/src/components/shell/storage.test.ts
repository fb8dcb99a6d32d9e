import { resetStorageWarning, storage } from './storage';

type G = { window?: unknown };

describe('storage', () => {
  const g = globalThis as G;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    resetStorageWarning();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    delete g.window;
    warn.mockRestore();
  });

  it('is empty and silent on the server', () => {
    expect(storage.get('k')).toBeNull();
    storage.set('k', 'v');
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads and writes localStorage', () => {
    const data = new Map<string, string>();
    g.window = {
      localStorage: {
        getItem: (k: string) => data.get(k) ?? null,
        setItem: (k: string, v: string) => void data.set(k, v),
        removeItem: (k: string) => void data.delete(k),
      },
    };
    storage.set('k', 'v');
    expect(storage.get('k')).toBe('v');
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
  });

  it('warns once and behaves as empty when localStorage throws', () => {
    g.window = {
      get localStorage(): never {
        throw new Error('SecurityError');
      },
    };
    expect(storage.get('k')).toBeNull();
    storage.set('k', 'v');
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('warns once when individual calls throw (quota)', () => {
    g.window = {
      localStorage: {
        getItem: () => {
          throw new Error('nope');
        },
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
        removeItem: () => undefined,
      },
    };
    storage.set('k', 'v');
    expect(storage.get('k')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
