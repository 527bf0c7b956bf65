import { brandThemeStyle, contrastRatio, MIN_CONTRAST, parseHexColor, readableOnWhite, type Rgb } from './brand-theme';

const WHITE: Rgb = [255, 255, 255];

describe('parseHexColor', () => {
  it('reads 6- and 3-digit hex colours in any case', () => {
    expect(parseHexColor('#1d4ed8')).toEqual([29, 78, 216]);
    expect(parseHexColor('#1D4ED8')).toEqual([29, 78, 216]);
    expect(parseHexColor('#f80')).toEqual([255, 136, 0]);
  });

  it.each(['', 'blue', '#12345', '1d4ed8', 'red; background:url(x)', '#1d4ed8ff', undefined, null])('refuses %p', (value) => {
    expect(parseHexColor(value)).toBeNull();
  });
});

describe('readableOnWhite', () => {
  it('keeps a colour that already carries white text', () => {
    expect(readableOnWhite([29, 78, 216])).toEqual([29, 78, 216]);
    expect(readableOnWhite([0, 0, 0])).toEqual([0, 0, 0]);
  });

  // Every colour an officer could pick, sampled over the whole cube: the result always reads at
  // 4.5:1 against white, keeps the hue (channels scale together) and is never darker than needed.
  it('brings any colour to WCAG AA contrast with white, darkening only as much as needed', () => {
    for (let r = 0; r <= 255; r += 17) {
      for (let g = 0; g <= 255; g += 17) {
        for (let b = 0; b <= 255; b += 17) {
          const color: Rgb = [r, g, b];
          const result = readableOnWhite(color);
          expect(contrastRatio(result, WHITE)).toBeGreaterThanOrEqual(MIN_CONTRAST);
          result.forEach((channel, i) => expect(channel).toBeLessThanOrEqual(color[i]));
          if (contrastRatio(color, WHITE) < MIN_CONTRAST) {
            const lighter = result.map((c, i) => Math.min(color[i], c + 8)) as unknown as Rgb;
            expect(contrastRatio(lighter, WHITE)).toBeLessThan(MIN_CONTRAST + 0.6);
          }
        }
      }
    }
  });
});

describe('brandThemeStyle', () => {
  it('maps a brand colour onto the platform colour variables', () => {
    const style = brandThemeStyle('#0f766e');
    expect(style).toEqual({
      '--hw-color-primary': '#0f766e',
      '--hw-color-primary-hover': expect.stringMatching(/^#[0-9a-f]{6}$/),
      '--hw-color-primary-soft': expect.stringMatching(/^#[0-9a-f]{6}$/),
      '--hw-focus': '0 0 0 3px rgb(15 118 110 / 0.45)',
      '--mkt-brand': '#0f766e',
    });
    // The soft tint stays light enough for body text on it.
    expect(contrastRatio(parseHexColor(style!['--hw-color-primary-soft'])!, [15, 23, 42])).toBeGreaterThan(12);
  });

  it('darkens a light brand colour for text and buttons, and keeps it for accents', () => {
    const style = brandThemeStyle('#facc15')!;
    expect(style['--mkt-brand']).toBe('#facc15');
    expect(style['--hw-color-primary']).not.toBe('#facc15');
    expect(contrastRatio(parseHexColor(style['--hw-color-primary'])!, WHITE)).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it('gives no variables (Homewise colours) for something that is not a colour', () => {
    expect(brandThemeStyle('javascript:alert(1)')).toBeUndefined();
    expect(brandThemeStyle(undefined)).toBeUndefined();
  });
});
