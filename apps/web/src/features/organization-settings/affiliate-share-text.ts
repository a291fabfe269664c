/** A share as a percent for people: 0.125 → "12.5 %". */
export function shareText(fraction: number): string {
  return `${Number((fraction * 100).toFixed(2))} %`;
}

/** A typed percent as the api's fraction: "12.5" → 0.125; anything but 0 to 100 with two decimals → undefined. */
export function percentToFraction(text: string): number | undefined {
  const trimmed = text.trim().replace(/\s*%$/, '');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const percent = Number(trimmed);
  if (percent > 100) return undefined;
  return Math.round(percent * 100) / 10_000;
}

export const SHARE_PROBLEM = 'Enter a share from 0 to 100 %, with at most two decimals';
