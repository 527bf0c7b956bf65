import type { ChartColor } from './chart-types';

/** What every chart takes from the platform's design tokens (packages/platform/src/styles). */
export interface ChartTheme {
  colors: Record<ChartColor, string>;
  text: string;
  muted: string;
  grid: string;
  font: string;
  reducedMotion: boolean;
}

/** The tokens' values in platform/src/styles/index.css, for a page that lacks the style sheet. */
const FALLBACK: Omit<ChartTheme, 'reducedMotion'> = {
  colors: { primary: '#1d4ed8', success: '#15803d', danger: '#b91c1c', muted: '#475569' },
  text: '#0f172a',
  muted: '#475569',
  grid: '#e2e8f0',
  font: 'system-ui, sans-serif',
};

/** Reads the design tokens (CSS custom properties) at draw time: one look for every chart. */
export function readTheme(root: Element = document.documentElement): ChartTheme {
  const style = getComputedStyle(root);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    colors: {
      primary: token('--hw-color-primary', FALLBACK.colors.primary),
      success: token('--hw-color-success', FALLBACK.colors.success),
      danger: token('--hw-color-danger', FALLBACK.colors.danger),
      muted: token('--hw-color-muted', FALLBACK.colors.muted),
    },
    text: token('--hw-color-text', FALLBACK.text),
    muted: token('--hw-color-muted', FALLBACK.muted),
    grid: FALLBACK.grid,
    font: token('--hw-font', FALLBACK.font),
    reducedMotion: typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches,
  };
}
