import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import * as contract from './index';

describe('the contract package', () => {
  it('turns zod jitless (a strict CSP forbids eval)', () => {
    expect(z.config().jitless).toBe(true);
  });

  it("tells in Spanish what a schema leaves unworded, never in zod's English", () => {
    const query = z.object({ limit: z.coerce.number().int(), include: z.literal('archived').optional() });
    for (const input of [null, [], 'texto', { limit: 'abc' }, { limit: 1, include: 'todo' }]) {
      const issues = query.safeParse(input).error?.issues ?? [];
      expect(issues.map((issue) => issue.message)).toEqual([contract.messages.server.invalidInput]);
    }
  });

  it('exports the rules, formats and schemas', () => {
    expect(Object.keys(contract)).toEqual(
      expect.arrayContaining([
        'messages',
        'COUNTRY_NAMES',
        'formatCardDate',
        'shortenForCard',
        'homeGrid',
        'checkoutTotal',
        'purchaseProfileSchema',
        'registerPayloadSchema',
        'activityCreateSchema',
        'articleFormSchema',
      ]),
    );
  });
});
