/** The props of a price input: a number of at least 0, cents allowed, a numeric keyboard on phones. */
export const PRICE_INPUT = { type: 'number', min: 0, step: 'any', inputMode: 'decimal' } as const;

/** The props of a web address input, with the keyboard phones offer for addresses. */
export const LINK_INPUT = { type: 'url', inputMode: 'url' } as const;
