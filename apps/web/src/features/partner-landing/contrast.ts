/**
 * WCAG 2 contrast for the partner's configured colours. A partner colour is used as a background with
 * whichever of white or near-black text reads best; used as a text colour on white it must reach 4.5:1,
 * otherwise the page darkens it until it does (the hue stays the partner's).
 */

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseHex(color: string): [number, number, number] | undefined {
  const match = HEX.exec(color.trim());
  if (!match) return undefined;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export function luminance([r, g, b]: [number, number, number]): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const toHex = (rgb: [number, number, number]) =>
  `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

export const DARK_TEXT = '#1a1a1a';
const WHITE: [number, number, number] = [255, 255, 255];
const DARK: [number, number, number] = [26, 26, 26];

/** A valid colour or the fallback. */
export function colorOr(color: string | null | undefined, fallback: string): string {
  return color && parseHex(color) ? (color.startsWith('#') ? color : `#${color}`) : fallback;
}

/** White or near-black, whichever contrasts more with the background. */
export function textOn(background: string): string {
  const rgb = parseHex(background);
  if (!rgb) return DARK_TEXT;
  return contrastRatio(rgb, WHITE) >= contrastRatio(rgb, DARK) ? '#ffffff' : DARK_TEXT;
}

/** The colour itself when it reads on white at 4.5:1, else the same hue darkened until it does. */
export function readableOnWhite(color: string): string {
  let rgb = parseHex(color);
  if (!rgb) return DARK_TEXT;
  for (let step = 0; step < 40 && contrastRatio(rgb, WHITE) < 4.5; step++) {
    rgb = rgb.map((v) => v * 0.92) as [number, number, number];
  }
  return contrastRatio(rgb, WHITE) >= 4.5 ? toHex(rgb) : DARK_TEXT;
}
