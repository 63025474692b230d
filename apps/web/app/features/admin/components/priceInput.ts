/** The props of a price input: a number of at least 0, cents allowed, a numeric keyboard on phones. */
export const PRICE_INPUT = { type: 'number', min: 0, step: 'any', inputMode: 'decimal' } as const;
