import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };

/**
 * ISO 3166-1 lists territories too; the spec's list is of countries ('about 190'). We keep the sovereign states
 * as the UN counts them, its 193 members and its 2 observer states (Santa Sede, Palestina), and leave out these
 * codes, grouped by the state they belong to. A new code in i18n-iso-countries changes the count that the unit
 * test checks, so it is looked at before it reaches the picker.
 */
const NOT_SOVEREIGN: ReadonlySet<string> = /* @__PURE__ */ new Set([
  // Antarctica and uninhabited islands.
  ...['AQ', 'BV', 'HM', 'TF', 'GS', 'UM'],
  // The United Kingdom's overseas territories and Crown dependencies.
  ...['AI', 'BM', 'IO', 'KY', 'FK', 'GI', 'MS', 'PN', 'SH', 'TC', 'VG', 'GG', 'IM', 'JE'],
  // France's overseas departments and collectivities.
  ...['GF', 'PF', 'GP', 'MQ', 'YT', 'NC', 'RE', 'PM', 'WF', 'BL', 'MF'],
  // The United States' territories.
  ...['AS', 'GU', 'MP', 'PR', 'VI'],
  // The Kingdom of the Netherlands' Caribbean parts.
  ...['AW', 'BQ', 'CW', 'SX'],
  // Denmark, Norway, Finland, Australia and China: autonomous or external territories.
  ...['FO', 'GL', 'SJ', 'AX', 'CX', 'CC', 'NF', 'HK', 'MO'],
  // In free association with New Zealand, not UN members.
  ...['CK', 'NU', 'TK'],
  // Not UN members: Taiwán, Kosovo, Sahara Occidental.
  ...['TW', 'XK', 'EH'],
]);

function buildCountryNames(): readonly string[] {
  return (
    Object.entries(es.countries)
      .filter(([code]) => !NOT_SOVEREIGN.has(code))
      // A country with several names lists its usual one first (e.g. 'Irán', then 'República Islámica de Irán').
      .flatMap(([, names]) => (typeof names === 'string' ? [names] : names.slice(0, 1)))
      .sort((a, b) => a.localeCompare(b, 'es'))
  );
}

/** Spanish names of the sovereign countries, in Spanish alphabetical order: the options of every country picker. */
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
