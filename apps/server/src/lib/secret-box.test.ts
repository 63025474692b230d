import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box';

describe('secretBox', () => {
  const box = secretBox('una clave de al menos treinta y dos caracteres');

  it('opens what it sealed, never showing it, and seals the same text differently each time', () => {
    const sealed = box.seal('-----BEGIN PRIVATE KEY-----\nMIIE');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('PRIVATE KEY');
    expect(box.seal('-----BEGIN PRIVATE KEY-----\nMIIE')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('-----BEGIN PRIVATE KEY-----\nMIIE');
  });

  it('refuses what another key sealed, an altered text and what is not sealed', () => {
    const sealed = box.seal('secreto');
    expect(() => secretBox('otra clave de al menos treinta y dos caracteres').open(sealed)).toThrow();
    const [version, nonce, tag, body] = sealed.split(':');
    const altered = [version, nonce, tag, Buffer.from('otro').toString('base64')].join(':');
    expect(body).not.toBe(Buffer.from('otro').toString('base64'));
    expect(() => box.open(altered)).toThrow();
    expect(() => box.open('secreto')).toThrow('Not a sealed secret');
  });

  it('takes no key shorter than 32 characters', () => {
    expect(() => secretBox('corta')).toThrow();
  });
});
