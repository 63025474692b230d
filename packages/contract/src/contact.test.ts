import { describe, expect, it } from 'vitest';
import { telHref } from './contact';

describe('telHref', () => {
  it('keeps an international number as it is', () => {
    expect(telHref('+5491155551234')).toBe('tel:+5491155551234');
  });

  it('drops spaces, hyphens, dots and parentheses', () => {
    expect(telHref('+54 9 11 5555-1234')).toBe('tel:+5491155551234');
    expect(telHref('(011) 4555.1234')).toBe('tel:01145551234');
  });

  it('keeps only a leading +', () => {
    expect(telHref('  +34 655 512 345 ')).toBe('tel:+34655512345');
    expect(telHref('011 4555+1234')).toBe('tel:01145551234');
  });
});
