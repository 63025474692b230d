import { describe, expect, it } from 'vitest';
import { purchaseEditSchema } from './purchase';
import { firstMessageAt } from './testing';

describe('purchaseEditSchema', () => {
  it.each([
    [true, true],
    ['false', false],
  ])('reads finish = %j', (finish, expected) => {
    expect(purchaseEditSchema.parse({ finish })).toEqual({ finish: expected });
  });

  it('requires finish', () => {
    expect(firstMessageAt(purchaseEditSchema, {}, 'finish')).toBe('Campo requerido');
  });
});
