import { describe, expect, it } from 'vitest';
import { loginHref, redirectTarget } from './redirect';

describe('redirectTarget', () => {
  it('keeps a path of this site, with its query', () => {
    expect(redirectTarget('/dashboard')).toBe('/dashboard');
    expect(redirectTarget('/calendario/1?x=2')).toBe('/calendario/1?x=2');
  });

  it('goes home without a target or with one outside the site', () => {
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget('')).toBe('/');
    expect(redirectTarget('https://evil.example/')).toBe('/');
    expect(redirectTarget('//evil.example/')).toBe('/');
    expect(redirectTarget('/\\evil.example/')).toBe('/');
    expect(redirectTarget('javascript:alert(1)')).toBe('/');
  });
});

describe('loginHref', () => {
  it('asks the login page to come back, encoded', () => {
    expect(loginHref('/profile?tab=a&b=c')).toBe('/login?redirectTo=%2Fprofile%3Ftab%3Da%26b%3Dc');
  });
});
