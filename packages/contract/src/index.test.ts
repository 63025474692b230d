import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import * as contract from './index';

describe('the contract package', () => {
  it('turns zod jitless (a strict CSP forbids eval)', () => {
    expect(z.config().jitless).toBe(true);
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
        'enrolmentSchema',
        'registerPayloadSchema',
        'activityCreateSchema',
        'articleFormSchema',
      ]),
    );
  });
});
