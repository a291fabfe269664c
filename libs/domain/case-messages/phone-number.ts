/**
 * A phone number as Twilio takes it (E.164), or null when it cannot be one. Separators people type are
 * dropped; ten digits are taken as a North American number.
 */
export function toE164(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const compact = phone.replace(/[\s\-().]/g, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact;
  if (!/^\d+$/.test(digits)) return null;
  if (compact.startsWith('+')) return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}
