import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on any serious or critical WCAG 2.1 AA violation, listing what and where: on the whole page, or only in
 * the parts `include` names (what changed since the whole page was checked).
 */
export async function expectAccessible(page: Page, ...include: string[]): Promise<void> {
  await pointerParked(page);
  await transitionsDone(page);
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of include) axe.include(selector);
  await page.evaluate(transitionsInstant, true);
  const results = await axe.analyze().finally(() => page.evaluate(transitionsInstant, false));
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking, 'axe: serious or critical violations').toEqual([]);
}

/**
 * Makes every CSS transition reach its end at once while axe reads the page (or undoes that): axe reads colours as
 * painted, and content below the fold is laid out only when something asks for it, axe included, which can start
 * a button's colour transition half-way through the check (seen once in 14 fresh-clone runs, on the home page's
 * cards). The colours checked are then the ones at rest, as a person sees them. A constructed style sheet, which
 * the site's Content-Security-Policy allows.
 */
function transitionsInstant(on: boolean): void {
  const marked = document as unknown as { axeSheet?: CSSStyleSheet };
  if (on) {
    marked.axeSheet ??= new CSSStyleSheet();
    marked.axeSheet.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, marked.axeSheet];
  } else {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== marked.axeSheet);
  }
}

/**
 * Moves the pointer off the page, so that no element is hovered while axe reads colours. The pointer stays where
 * the last click left it, and Chromium applies the hover of what appears under it (a new modal's button where the
 * previous modal's was) only on a timer after the layout changes: a button's hover transition could then start
 * while axe reads it, half-way between its two colours. Moving the pointer now settles the hover at once, so that
 * the transition it starts is among those awaited below.
 */
async function pointerParked(page: Page): Promise<void> {
  await page.mouse.move(-1, -1);
}

/**
 * Waits until the page's finite CSS transitions and animations have ended (a spinner's endless one aside): axe
 * reads colours as painted, and a modal still fading in mixes its buttons' colours with the page behind it.
 * Two frames first, so that a transition a class change has just started is among them. Animations of content
 * not drawn yet are left out: they only run once it comes near the screen.
 */
async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    // Content not drawn yet (content-visibility: auto, below the fold) holds its animations until it is.
    const drawn = (animation: Animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return !target || target.checkVisibility({ contentVisibilityAuto: true });
    };
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity && drawn(animation));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
