import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  ACTED_FOR,
  LOCALES,
  SALES_REP,
  customerPages,
  receiptPages,
  repActingPages,
  repPages,
  routeOf,
  session,
  stubExternal,
  text,
  visitorPages,
  type Session,
  type ShopLocale,
  type Visit,
} from './walk';

/**
 * Layout on phones and desktops (issue 16): no page type scrolls sideways at 320, 360 or 390 px in any of the five
 * languages — visitor, customer and sales rep pages (e2e/walk.ts) — measured generically (the document's scroll
 * width against its width), so new screens on these pages are held to it too; the cart lines at 1280 px (no text
 * over other text); a sales rep acting for a customer on a phone (the notice in the header, her own name in the
 * search field).
 */

/** Phone widths: the narrowest phones in use (320), the common Android width (360) and the iPhone's (390). */
const PHONE_WIDTHS = [320, 360, 390] as const;

interface Overflow {
  width: number;
  /** How far the page scrolls sideways, in px. */
  by: number;
  /** The outermost elements reaching past the right edge, or text running out of its box: where to look. */
  culprits: string[];
}

/** How far the page scrolls sideways at its current width (0: not at all), and what sticks out. */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const by = root.scrollWidth - width;
    const culprits: string[] = [];
    if (by > 0) {
      const describe = (el: Element, why: string) =>
        `<${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className ? ` class="${el.className}"` : ''}> ${why} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      /** Inside a box that scrolls or clips (a scrolling strip or table): not the page's overflow. */
      const clipped = (el: Element) => {
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') return true;
        }
        return false;
      };
      const boxOut = (el: Element) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > width + 0.5;
      };
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        if (culprits.length >= 6) break;
        const box = el.getBoundingClientRect();
        // (An absolutely positioned one can escape a scrolling box that is not its containing block.)
        if (box.width === 0 || (clipped(el) && getComputedStyle(el).position !== 'absolute')) continue;
        // An element reaching past the right edge whose parent does not (the outermost one) ...
        if (boxOut(el) && !(el.parentElement && boxOut(el.parentElement))) culprits.push(describe(el, `ends at ${Math.round(box.right)} px`));
        // ... or text running out of a box that stays inside.
        else if (!boxOut(el) && Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())) {
          const range = document.createRange();
          range.selectNodeContents(el);
          const right = Math.max(...Array.from(range.getClientRects(), (r) => r.right));
          if (right > width + 0.5) culprits.push(describe(el, `text ends at ${Math.round(right)} px`));
        }
      }
    }
    return { width, by, culprits };
  });
}

function baseURL(): string {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('playwright.config.ts names no baseURL');
  return url;
}

/** Opens each page at 320 px, then widens the window to 360 and 390 px: a page that scrolls sideways at any of them fails. */
async function walk(browser: Browser, who: Session, visits: Visit[]) {
  const storageState = await session(browser, baseURL(), who);
  const context = await browser.newContext({ baseURL: baseURL(), storageState, viewport: { width: PHONE_WIDTHS[0], height: 720 } });
  await stubExternal(context);
  const page = await context.newPage();
  const found: string[] = [];
  try {
    for (const visit of visits) {
      await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 720 });
      await visit.open(page);
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 720 });
        const overflow = await measure(page);
        if (overflow.by > 0) found.push(`${visit.name} (${page.url()}) at ${width} px: +${overflow.by} px — ${overflow.culprits.join('; ')}`);
      }
    }
  } finally {
    await context.close();
  }
  expect(found, 'pages that scroll sideways').toEqual([]);
}

test.describe('no page scrolls sideways on a phone (320–390 px)', () => {
  for (const locale of LOCALES) {
    test(`visitor pages (${locale})`, async ({ browser }) => {
      test.setTimeout(120_000);
      await walk(browser, 'visitor', visitorPages(locale));
    });

    test(`customer pages (${locale})`, async ({ browser }) => {
      test.setTimeout(120_000);
      await walk(browser, 'buyer', customerPages(locale));
      await walk(browser, 'finnish', receiptPages(locale));
    });

    test(`sales rep pages (${locale})`, async ({ browser }) => {
      test.setTimeout(60_000);
      await walk(browser, 'rep', repPages(locale));
      await walk(browser, 'repActing', repActingPages(locale));
    });
  }
});

/** The painted boxes of every piece of text in an element (one per line of a text node). */
function textBoxes(page: Page, selector: string) {
  return page.$$eval(selector, (rows) =>
    rows.map((row) => {
      const boxes: { text: string; left: number; right: number; top: number; bottom: number }[] = [];
      const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const content = node.textContent?.trim();
        if (!content) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width > 0 && rect.height > 0) boxes.push({ text: content, left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom });
        }
      }
      return boxes;
    }),
  );
}

test.describe('cart lines at 1280 px', () => {
  for (const locale of ['en', 'fi'] as const satisfies readonly ShopLocale[]) {
    test(`no text of a line lies over another (unit, labels, struck-through and net price) (${locale})`, async ({ browser }) => {
      const context = await browser.newContext({
        baseURL: baseURL(),
        storageState: await session(browser, baseURL(), 'buyer'),
        viewport: { width: 1280, height: 900 },
      });
      try {
        const page = await context.newPage();
        await page.goto(routeOf(locale, 'cart'));
        const main = page.getByRole('main');
        // Both lines calculated, each with its campaign price struck through.
        await expect(main.locator('li del')).toHaveCount(2);
        const rows = await textBoxes(page, 'main li');
        expect(rows.length).toBeGreaterThanOrEqual(2);
        const overlaps: string[] = [];
        for (const boxes of rows) {
          boxes.forEach((a, i) =>
            boxes.slice(i + 1).forEach((b) => {
              const apart = a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
              if (!apart) overlaps.push(`'${a.text}' and '${b.text}'`);
            }),
          );
        }
        expect(overlaps).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

test.describe('a sales rep acting for a customer on a phone', () => {
  for (const locale of ['en', 'fi'] as const satisfies readonly ShopLocale[]) {
    for (const width of [390, 360]) {
      test(`the on-behalf-of notice in the header, and the search field greets the rep (${locale}, ${width} px)`, async ({ browser }) => {
        const context = await browser.newContext({
          baseURL: baseURL(),
          storageState: await session(browser, baseURL(), 'repActing'),
          viewport: { width, height: 844 },
        });
        try {
          const page = await context.newPage();
          await page.goto(locale === 'en' ? '/en' : '/fi');
          const banner = page.getByRole('banner');
          const notice = banner.getByRole('link', {
            name: text(locale, 'layout.header.onBehalfOf', { name: `${ACTED_FOR.name} (${ACTED_FOR.company})` }),
          });
          // In the header itself — not only behind the burger menu — and wholly inside the first screen.
          await expect(notice).toBeVisible();
          const box = await notice.boundingBox();
          expect(box).not.toBeNull();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(width);
          expect(box!.y + box!.height).toBeLessThanOrEqual(844);
          // It leads to the impersonation page.
          await expect(notice).toHaveAttribute('href', locale === 'en' ? '/en/impersonation' : '/fi/impersonation');

          // The rep is the one typing: the field greets her, not the customer.
          await banner.getByRole('button', { name: text(locale, 'layout.search.open') }).click();
          const field = banner.getByRole('searchbox', { name: text(locale, 'layout.search.label') });
          await expect(field).toHaveAttribute('placeholder', text(locale, 'layout.search.placeholderPersonal', { name: SALES_REP.name.split(' ')[0]! }));
        } finally {
          await context.close();
        }
      });
    }
  }
});
