import { describe, expect, it } from 'vitest';
import {
  clearPendingPurchase,
  PENDING_PURCHASE_KEY,
  readPendingPurchase,
  savePendingPurchase,
} from './pendingPurchase';

/** A Storage in memory, as local storage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const purchaseId = '9b2f4c1a-5d6e-4f70-8a9b-0c1d2e3f4a5b';

describe('the stored pending purchase', () => {
  it('keeps the id and the type, and only those, until it is cleared', () => {
    const storage = memoryStorage();
    savePendingPurchase({ id: purchaseId, type: 'Course', extra: 'x' } as never, storage);
    expect(JSON.parse(storage.getItem(PENDING_PURCHASE_KEY) ?? '')).toEqual({
      id: purchaseId,
      type: 'Course',
    });
    expect(readPendingPurchase(storage)).toEqual({ id: purchaseId, type: 'Course' });
    clearPendingPurchase(storage);
    expect(readPendingPurchase(storage)).toBeNull();
    expect(storage.length).toBe(0);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{id:'],
    ['a type that is not a bought item', JSON.stringify({ id: purchaseId, type: 'Article' })],
    ['no id', JSON.stringify({ type: 'Module' })],
    ['a bare string', JSON.stringify(purchaseId)],
  ])('reads no purchase from %s', (_case, stored) => {
    const storage = memoryStorage();
    if (stored !== null) storage.setItem(PENDING_PURCHASE_KEY, stored);
    expect(readPendingPurchase(storage)).toBeNull();
  });

  it('survives a storage that refuses to work', () => {
    const broken = {
      getItem() {
        throw new Error('blocked');
      },
      setItem() {
        throw new Error('blocked');
      },
      removeItem() {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(() => savePendingPurchase({ id: purchaseId, type: 'Activity' }, broken)).not.toThrow();
    expect(readPendingPurchase(broken)).toBeNull();
    expect(() => clearPendingPurchase(broken)).not.toThrow();
  });
});
