/** A request header's value, the first one when the client sent it more than once. */
export const firstHeader = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;
