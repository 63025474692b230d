import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };

function buildCountryNames(): readonly string[] {
  // A country with several names lists its usual one first (e.g. 'Irán', then 'República Islámica de Irán').
  return Object.values(es.countries)
    .flatMap((names) => (typeof names === 'string' ? [names] : names.slice(0, 1)))
    .sort((a, b) => a.localeCompare(b, 'es'));
}

/** Spanish names of the ISO 3166-1 countries, in Spanish alphabetical order: the options of every country picker. */
export const COUNTRY_NAMES: readonly string[] = /* @__PURE__ */ buildCountryNames();

const countryNameSet: ReadonlySet<string> = /* @__PURE__ */ new Set(COUNTRY_NAMES);

export function isCountryName(value: string): boolean {
  return countryNameSet.has(value);
}

const ARGENTINA = 'argentina';

/** Whether a user's country (a name of COUNTRY_NAMES) is Argentina, ignoring case, accents and surrounding spaces. */
export function isArgentina(country: string | null | undefined): boolean {
  return (
    (country ?? '')
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .trim()
      .toLowerCase() === ARGENTINA
  );
}
