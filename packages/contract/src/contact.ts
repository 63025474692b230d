/**
 * The `tel:` link of a phone number as the owner stored it ('+54 9 11 5555-1234', '(011) 4555-1234'):
 * dialers want only digits, with the leading + of an international number kept.
 */
export function telHref(phone: string): string {
  const international = phone.trim().startsWith('+');
  return `tel:${international ? '+' : ''}${phone.replace(/\D/g, '')}`;
}
