/** Country code assumed for a national number without one: the product's users are in the United States. */
const DEFAULT_COUNTRY_CODE = '1';

/**
 * A phone number in E.164 (`+` and 8 to 15 digits), or null when it cannot be one. Accepts what people and
 * carriers write: spaces, dashes, dots, brackets, an international `00` prefix, and US national numbers
 * (10 digits, or 11 starting with 1).
 */
export function toE164(raw: string): string | null {
  const trimmed = raw.trim();
  if (!/^[+\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  let international: string;
  if (trimmed.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else if (digits.length === 10) international = DEFAULT_COUNTRY_CODE + digits;
  else if (digits.length === 11 && digits.startsWith(DEFAULT_COUNTRY_CODE)) international = digits;
  else return null;
  if (!/^[1-9]\d{7,14}$/.test(international)) return null;
  return `+${international}`;
}
