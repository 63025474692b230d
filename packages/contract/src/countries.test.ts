import { describe, expect, it } from 'vitest';
import { COUNTRY_NAMES, isArgentina, isCountryName } from './countries';

describe('COUNTRY_NAMES', () => {
  it('lists the countries by their Spanish names', () => {
    expect(COUNTRY_NAMES).toEqual(
      expect.arrayContaining(['Argentina', 'España', 'Estados Unidos', 'Irán', 'México']),
    );
    expect(new Set(COUNTRY_NAMES).size).toBe(COUNTRY_NAMES.length);
  });

  it("holds the spec's 'about 190' sovereign countries: the UN members and its two observer states", () => {
    expect(COUNTRY_NAMES).toHaveLength(195);
    expect(COUNTRY_NAMES).toEqual(expect.arrayContaining(['Santa Sede', 'Palestina', 'Sudán del Sur']));
  });

  it.each(['Antártida', 'Bermudas', 'Puerto Rico', 'Groenlandia', 'Islas Malvinas', 'Hong Kong', 'Aruba'])(
    'leaves out the territory %j',
    (territory) => {
      expect(COUNTRY_NAMES).not.toContain(territory);
    },
  );

  it('keeps every country of the demo profiles and constellators', () => {
    for (const country of ['Argentina', 'Uruguay', 'Chile', 'México', 'España']) {
      expect(isCountryName(country)).toBe(true);
    }
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
