import { describe, expect, it } from 'vitest';
import { COUNTRY_NAMES, isArgentina, isCountryName } from './countries';

describe('COUNTRY_NAMES', () => {
  it('lists the countries by their Spanish names', () => {
    expect(COUNTRY_NAMES.length).toBeGreaterThanOrEqual(190);
    expect(COUNTRY_NAMES).toEqual(
      expect.arrayContaining(['Argentina', 'España', 'Estados Unidos', 'Irán', 'México']),
    );
    expect(new Set(COUNTRY_NAMES).size).toBe(COUNTRY_NAMES.length);
  });

  it('is in Spanish alphabetical order', () => {
    expect([...COUNTRY_NAMES].sort((a, b) => a.localeCompare(b, 'es'))).toEqual(COUNTRY_NAMES);
    expect(COUNTRY_NAMES.indexOf('Islandia')).toBeLessThan(COUNTRY_NAMES.indexOf('Italia'));
    expect(COUNTRY_NAMES.indexOf('Austria')).toBeLessThan(COUNTRY_NAMES.indexOf('Azerbaiyán'));
  });
});

describe('isCountryName', () => {
  it.each([
    ['Argentina', true],
    ['Uruguay', true],
    ['argentina', false],
    ['Narnia', false],
    ['', false],
  ])('%j → %s', (name, expected) => {
    expect(isCountryName(name)).toBe(expected);
  });
});

describe('isArgentina', () => {
  it.each([
    ['Argentina', true],
    [' argentina ', true],
    ['ARGENTINA', true],
    ['Uruguay', false],
    ['República Argentina', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (country, expected) => {
    expect(isArgentina(country)).toBe(expected);
  });
});
