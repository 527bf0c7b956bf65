import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// Helpers of the browser tests of what a person sees at 360 px (issue 18): screens*.spec.ts.

export const PHONE = { width: 360, height: 640 };
export const artifact = (name: string) => new URL(`../artifacts/${name}.png`, import.meta.url).pathname;

/** The page's heading is there and its remote has finished loading. */
export async function pageLoaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.hw-page-skeleton')).toHaveCount(0);
}

/** Nothing of the table is out of sight sideways: its box does not scroll, every cell is on screen. */
export async function expectTableWhole(page: Page, region: string) {
  const wrap = page.getByRole('region', { name: region, exact: true });
  await expect(wrap).toBeVisible();
  const { hidden, offScreen } = await wrap.evaluate((box) => {
    const width = document.documentElement.clientWidth;
    const cells = [...box.querySelectorAll('tbody tr:not([hidden]) > *')].filter((cell) => (cell as HTMLElement).offsetParent !== null);
    return {
      hidden: box.scrollWidth - box.clientWidth,
      offScreen: cells.filter((cell) => cell.getBoundingClientRect().right > width + 0.5).map((cell) => cell.textContent),
    };
  });
  expect(hidden, `${region}: ${hidden}px hidden sideways`).toBeLessThanOrEqual(1);
  expect(offScreen, `${region}: cells past the screen's edge`).toEqual([]);
}

/** Two boxes on screen overlap. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** No toast on screen covers the button. */
export async function expectNotCovered(page: Page, button: Locator) {
  const target = (await button.boundingBox())!;
  for (const toast of await page.locator('.hw-toast').all()) {
    const box = await toast.boundingBox();
    if (box) expect(overlap(box, target), `a toast covers ${await button.innerText()}`).toBe(false);
  }
}

