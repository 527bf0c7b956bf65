/**
 * The white-label colour: a brand's primary colour becomes the platform's `--hw-*` colour
 * variables on the Landing's root element, so every button, link, focus ring and accent below it
 * takes the brand. A colour too light to carry white text (or to be read as link text on white)
 * is darkened in its own hue until it reaches WCAG AA contrast (4.5:1): the page stays readable
 * whatever colour an officer picks; the exact colour still shows in decorative accents.
 */

export type Rgb = readonly [number, number, number];

/** `#1d4ed8` or `#14b` (any case) → [r, g, b]; anything else → null. */
export function parseHexColor(value: string | null | undefined): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '');
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

/** `weight` of `to` mixed into `from` (0 = from, 1 = to). */
export function mix(from: Rgb, to: Rgb, weight: number): Rgb {
  return from.map((c, i) => c + (to[i] - c) * weight) as unknown as Rgb;
}

/** The colour itself when white text on it reads at 4.5:1, else the least darkening that does. */
export function readableOnWhite(color: Rgb): Rgb {
  if (contrastRatio(color, WHITE) >= MIN_CONTRAST) return color;
  let low = 0;
  let high = 1;
  // Bisect the amount of black to mix in: contrast grows monotonically with it.
  for (let i = 0; i < 20; i++) {
    const middle = (low + high) / 2;
    if (contrastRatio(mix(color, BLACK, middle), WHITE) >= MIN_CONTRAST) high = middle;
    else low = middle;
  }
  const rounded = mix(color, BLACK, high).map(Math.floor) as unknown as Rgb;
  return rounded;
}

/** The CSS variables of a brand colour, or undefined (Homewise's own colours) when it is not a colour. */
export function brandThemeStyle(primaryColor: string | null | undefined): Record<string, string> | undefined {
  const brand = parseHexColor(primaryColor);
  if (!brand) return undefined;
  const primary = readableOnWhite(brand);
  const [r, g, b] = primary.map(Math.round);
  return {
    '--hw-color-primary': toHex(primary),
    '--hw-color-primary-hover': toHex(mix(primary, BLACK, 0.18)),
    '--hw-color-primary-soft': toHex(mix(brand, WHITE, 0.86)),
    '--hw-focus': `0 0 0 3px rgb(${r} ${g} ${b} / 0.45)`,
    '--mkt-brand': toHex(brand),
  };
}
