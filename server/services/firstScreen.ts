/**
 * The first screen of a page as an anonymous visitor's phone will show it, prepared while the HTML is served, so it
 * needs fewer round trips after the scripts have run (LCP on a slow phone):
 *
 * - the product searches of the page's lists (a content page's productList blocks, the search screen's list) are
 *   answered in the HTML (src/api/serverAnswers.ts): the storefront's loader would send exactly these requests
 *   (src/features/productList/pageLists.ts builds them for both sides), and takes the answers instead;
 * - the images of that first screen are preloaded: the main list's first tiles (the ones the grid loads with
 *   priority) and the content's lead images (banner, top cards: src/features/content/blocks/leadImages.ts).
 *
 * The calls go through the server's own routes (`app.inject`, no Authorization header: anonymous), so an answer is
 * byte for byte what the storefront would have been sent. A logged-in customer's storefront ignores the answers
 * (its searches are priced for it). Anything that fails leaves the page without extras: the storefront then makes
 * its calls itself.
 */
import type { FastifyInstance } from 'fastify';
import { answerKey, SERVER_ANSWERS_ID } from '../../src/api/serverAnswers';
import type { AreaInfo, AreaSettings, ContentResponse, ProductSearchResponse, SiteConfiguration } from '../../src/api/types';
import { leadImageUrls } from '../../src/features/content/blocks/leadImages';
import {
  pageListSearches,
  PRIORITY_TILES,
  productListParameters,
  SEARCH_SCREEN_LISTS,
  tileImageUrl,
} from '../../src/features/productList/pageLists';
import { PAGE_STATUS_TTL, type StartupCalls } from './pageStatus';

export interface FirstScreen {
  /** The answers' script element ('' when there are none). */
  answers: string;
  /** Images to preload, in the order they appear on the page. */
  images: string[];
}

const NOTHING: FirstScreen = { answers: '', images: [] };

/**
 * The answers' script element (read by src/api/serverAnswers.ts): JSON with every '<' escaped, so no '</script>' or
 * '<!--' in a product's text can end it early.
 */
export function serverAnswersScript(entries: Readonly<Record<string, unknown>>): string {
  const json = JSON.stringify(entries).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_ANSWERS_ID}">${json}</script>`;
}

/** The storefront's screen whose list the server answers (its loader prefetches SEARCH_SCREEN_LISTS). */
const SEARCH_SCREEN = 'search';

async function getJson<T>(app: FastifyInstance, url: string): Promise<T | null> {
  const res = await app.inject({ method: 'GET', url });
  return res.statusCode === 200 ? (res.json() as T) : null;
}

/** What a page's first screen is made of: its lists (by their block parameters), images and area. Cached per page. */
interface ScreenPlan {
  lists: Record<string, unknown>[];
  productId?: string;
  leadImages: string[];
  defaults: Pick<AreaSettings, 'defaultFacets' | 'sortingOptions'>;
  areaInfo: AreaInfo;
  /** The public API base of tile images (site configuration). */
  base: string;
}

const PLAN_NAMESPACE = 'firstScreen';

async function screenPlan(app: FastifyInstance, page: FirstScreenPage): Promise<ScreenPlan | null> {
  const onSearchScreen = page.route === SEARCH_SCREEN && page.calls.content === null;
  if (!onSearchScreen && !page.calls.content) return null;
  const [area, site, content] = await Promise.all([
    getJson<AreaSettings>(app, page.calls.area),
    getJson<SiteConfiguration>(app, page.calls.site),
    page.calls.content ? getJson<ContentResponse>(app, page.calls.content) : Promise.resolve(null),
  ]);
  if (!area || !site) return null;
  const blocks = content?.content?.content;
  const productId = content?.contentType === 'product' ? content.product?.id : undefined;
  return {
    lists: onSearchScreen ? [...SEARCH_SCREEN_LISTS] : productListParameters(blocks),
    ...(productId ? { productId } : {}),
    leadImages: leadImageUrls(blocks),
    defaults: { defaultFacets: area.defaultFacets, sortingOptions: area.sortingOptions },
    areaInfo: { areaId: area.area.id, languageCode: page.locale, currencyCode: area.area.currencyCode },
    base: site.publicApiUri ?? '',
  };
}

export interface FirstScreenPage {
  calls: StartupCalls;
  locale: string;
  /** The matched route's name (null: the content catch-all). */
  route: string | null;
}

/**
 * The answers and images of a page that is served with status 200; `search` is the URL's query string ('' or '?…').
 * What the page is made of is looked up once per page within PAGE_STATUS_TTL (like its status); the searches run
 * for every page load, so their answers are as fresh as the storefront's own call would be.
 */
export async function firstScreen(app: FastifyInstance, page: FirstScreenPage, search: string): Promise<FirstScreen> {
  try {
    const key = `${page.calls.site}|${page.calls.area}|${page.calls.content ?? page.route ?? ''}`;
    const plan = await app.cache.wrap(PLAN_NAMESPACE, key, PAGE_STATUS_TTL, () => screenPlan(app, page));
    if (!plan) return NOTHING;
    const searches = pageListSearches(plan.lists, search, plan.defaults, plan.areaInfo, '', plan.productId);
    const answers: Record<string, unknown> = {};
    const images = [...plan.leadImages];
    await Promise.all(
      searches.map(async ({ args, main }) => {
        const res = await app.inject({ method: 'POST', url: args.endpoint, payload: args.request });
        if (res.statusCode !== 200) return;
        const body = res.json() as ProductSearchResponse;
        answers[answerKey('POST', args.endpoint, args.request)] = body;
        if (!main) return;
        for (const { item } of body.items.slice(0, PRIORITY_TILES)) {
          const src = tileImageUrl(item, plan.base);
          if (src && !images.includes(src)) images.push(src);
        }
      }),
    );
    return { answers: Object.keys(answers).length > 0 ? serverAnswersScript(answers) : '', images };
  } catch (error) {
    app.log.warn({ err: error }, 'first screen of a page could not be prepared');
    return NOTHING;
  }
}
