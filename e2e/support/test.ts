import { expect, test as base, type Page } from '@playwright/test';

/** A message the page showed: a dialog, an alert or a status, with its accessible name and its text. */
export interface ShownMessage {
  role: string;
  name: string;
  text: string;
}

const SHOWN_KEY = 'e2e:shown';

/**
 * Runs in every document of the test's browser context: records each dialog, alert and status the page shows,
 * as it shows it, in the tab's session storage (which outlives the reload after a login). The spec's popups
 * close by themselves after 1.5 s and a payment's outcome stays 2.5 s: on a busy machine a test that polls the
 * screen can look between two of its polls and miss them. What was shown is then read from this record.
 */
function recordShownMessages(key: string) {
  // Once per document, however many times it was asked for (a context's script and the current page's).
  const marked = window as unknown as { recordingShown?: true };
  if (marked.recordingShown) return;
  marked.recordingShown = true;
  // What each element was last recorded saying: an element is recorded again only when its text changes.
  const recorded = new WeakMap<Element, string>();
  const nameOf = (element: Element) =>
    element.getAttribute('aria-label') ??
    (element.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  const record = () => {
    const added: ShownMessage[] = [];
    for (const element of document.querySelectorAll('[role=dialog],[role=alert],[role=status]')) {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!text || recorded.get(element) === text || !element.checkVisibility()) continue;
      recorded.set(element, text);
      added.push({ role: element.getAttribute('role') ?? '', name: nameOf(element), text });
    }
    if (added.length === 0) return;
    const shown = JSON.parse(sessionStorage.getItem(key) ?? '[]') as ShownMessage[];
    sessionStorage.setItem(key, JSON.stringify([...shown, ...added]));
  };
  new MutationObserver(record).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['class', 'style', 'hidden', 'role'],
  });
}

/**
 * Records what the page's browser context shows from now on: in the page's current document and in every
 * document its context opens later. The test's own context records from its start; a context a test opens
 * itself (a second person's) records from this call on.
 */
export async function recordShown(page: Page): Promise<void> {
  await page.context().addInitScript(recordShownMessages, SHOWN_KEY);
  await page.evaluate(recordShownMessages, SHOWN_KEY);
}

/** Playwright's test, with every page of the test recording the messages it shows (see `expectShown`). */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(recordShownMessages, SHOWN_KEY);
    await use(context);
  },
  page: async ({ page }, use) => {
    const rate = Number(process.env.E2E_CPU_THROTTLE ?? 0);
    if (rate > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    }
    await use(page);
  },
});

export { expect };

interface Expected {
  role: 'dialog' | 'alert' | 'status';
  name?: string;
  text: string;
}

/**
 * Takes the first recorded message that matches out of the record, so that the next check needs another
 * showing; answers what was recorded, for the failure's message.
 */
const takeShown = (page: Page, expected: Expected) =>
  page
    .evaluate(
      ({ key, role, name, text }) => {
        const shown = JSON.parse(sessionStorage.getItem(key) ?? '[]') as ShownMessage[];
        const index = shown.findIndex(
          (message) =>
            message.role === role &&
            (name === undefined || message.name === name) &&
            message.text.includes(text),
        );
        if (index >= 0) sessionStorage.setItem(key, JSON.stringify(shown.toSpliced(index, 1)));
        return { found: index >= 0, shown };
      },
      { key: SHOWN_KEY, ...expected },
    )
    // A page between two documents has none to ask: the next poll asks the new one.
    .catch(() => ({ found: false, shown: [] as ShownMessage[] }));

/**
 * Waits until the page has shown a message of that role (and accessible name) containing `text`, even if it has
 * closed since: for the popups and outcomes that close by themselves. Each showing answers one check.
 */
export async function expectShown(page: Page, expected: Expected): Promise<void> {
  await expect
    // A client-rendered page loading its code on a loaded machine took more than the 10 s of a plain check.
    .poll(
      async () => {
        const { found, shown } = await takeShown(page, expected);
        return found ? expected : shown;
      },
      { timeout: 30_000 },
    )
    .toEqual(expected);
}
