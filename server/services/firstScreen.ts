/**
 * The first screen of a page as an anonymous visitor's phone will show it, prepared while the HTML is served, so it
 * needs no round trip after the scripts have run and no request competes with them (LCP on a slow phone):
 *
 * - the page's start-up calls (site configuration, area, CMS translations, its content: pageStatus.ts) and the
 *   product searches of its lists (a content page's productList blocks, the search screen's list) are answered in
 *   the HTML (src/api/serverAnswers.ts): the storefront would send exactly these requests (common/startup.ts
 *   and common/search/pageLists.ts build them for both sides), and takes the answers instead;
 * - the images of that first screen are preloaded: the main list's first tiles (the ones the grid loads with
 *   priority) and the content's lead images (banner, top cards: common/content/leadImages.ts);
 * - the content's block types are returned, so the chunks of its lazily registered blocks (a product page's details)
 *   are preloaded beside the entry scripts (pageStatus.ts startupScripts).
 *
 * The calls go through the server's own routes (`app.inject`, no Authorization header: anonymous), so an answer is
 * byte for byte what the storefront would have been sent, and as fresh. A logged-in user's storefront takes only the
 * website calls' answers (the same for every caller); its content and searches are its own. Anything that fails
 * leaves the page without extras: the storefront then makes its calls itself.
 */
import type { FastifyInstance } from 'fastify';
import { answerKey, SERVER_ANSWERS_ID } from '../../common/serverAnswers';
import type { AreaInfo } from '../../contract/common';
import type { AreaSettings, SiteConfiguration } from '../../contract/area';
import type { ContentResponse } from '../../contract/content';
import type { ProductSearchResponse } from '../../contract/products';
import { blockTypes } from '../../common/content/blockTypes';
import { leadImageUrls, productLeadImageUrl } from '../../common/content/leadImages';
import {
  pageListSearches,
  PRIORITY_TILES,
  productListParameters,
  SEARCH_SCREEN_LISTS,
  tileImageUrl,
} from '../../common/search/pageLists';
import { AREA_ID, requestUrl, translationsByAreaIdRequest } from '../../common/startup';
import type { StartupCalls } from './pageStatus';

export interface FirstScreen {
  /** The answers' script element ('' when there are none). */
  answers: string;
  /** Images to preload, in the order they appear on the page. */
  images: string[];
  /** The block types of the page's content (their chunks are preloaded: pageStatus.ts startupScripts). */
  blockTypes: string[];
  /** Whether the answers hold stock levels (a product's page, a list's products): they age by time too. */
  holdsStock: boolean;
}

const NOTHING: FirstScreen = { answers: '', images: [], blockTypes: [], holdsStock: false };

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

/** What a page's first screen is made of: its lists (by their block parameters), images and area. */
interface ScreenPlan {
  lists: Record<string, unknown>[];
  productId?: string;
  leadImages: string[];
  defaults: Pick<AreaSettings, 'defaultFacets' | 'sortingOptions'>;
  areaInfo: AreaInfo;
  /** The public API base of tile images (site configuration). */
  base: string;
}

/** The plan of a page with status 200, from its start-up calls' answers (by URL) and its content; else null. */
function screenPlan(
  page: FirstScreenPage,
  answered: ReadonlyMap<string, unknown>,
  content: ContentResponse | undefined,
): ScreenPlan | null {
  const onSearchScreen = page.route === SEARCH_SCREEN && page.calls.content === null;
  if (page.status !== 200 || (!onSearchScreen && !page.calls.content)) return null;
  const area = answered.get(page.calls.area) as AreaSettings | undefined;
  const site = answered.get(page.calls.site) as SiteConfiguration | undefined;
  if (!area || !site || (!onSearchScreen && !content)) return null;
  const blocks = content?.content?.content;
  const productId = content?.contentType === 'product' ? content.product?.id : undefined;
  return {
    lists: onSearchScreen ? [...SEARCH_SCREEN_LISTS] : productListParameters(blocks),
    ...(productId ? { productId } : {}),
    // A product page's main image comes first (its gallery is at the top of the page), then the blocks' lead images.
    leadImages: [...new Set([productLeadImageUrl(content?.contentType === 'product' ? content.product : null), ...leadImageUrls(blocks)])].filter(
      Boolean,
    ),
    defaults: { defaultFacets: area.defaultFacets, sortingOptions: area.sortingOptions },
    areaInfo: { areaId: area.area.id, languageCode: page.locale, currencyCode: area.area.currencyCode },
    base: site.publicApiUri ?? '',
  };
}

export interface FirstScreenPage {
  /** The page's HTTP status: only a page that exists (200) gets its searches answered and its images preloaded. */
  status: number;
  /** The URLs of the page's start-up calls (GET). */
  startup: readonly string[];
  calls: StartupCalls;
  locale: string;
  /** The matched route's name (null: the content catch-all). */
  route: string | null;
}

/**
 * The CMS translations the storefront will use: those of the area its site configuration names (else the domain's
 * area). The start-up calls ask for the usual area's (AREA_ID) before either is known; a shop whose area has
 * another id gets its own area's answer instead (src/app/bootstrap.ts asks for the area whose answer the page holds).
 */
async function ownAreaTranslations(app: FastifyInstance, page: FirstScreenPage, answers: Record<string, unknown>, answered: Map<string, unknown>) {
  const site = answered.get(page.calls.site) as Partial<SiteConfiguration> | undefined;
  const area = answered.get(page.calls.area) as Partial<AreaSettings> | undefined;
  const areaId = site?.areaId || area?.area?.id;
  if (!areaId || areaId === AREA_ID) return;
  const usual = requestUrl(translationsByAreaIdRequest(AREA_ID, page.locale));
  delete answers[answerKey('GET', usual)];
  answered.delete(usual);
  const own = requestUrl(translationsByAreaIdRequest(areaId, page.locale));
  const body = await getJson<unknown>(app, own);
  if (body === null || body === undefined) return;
  answers[answerKey('GET', own)] = body;
  answered.set(own, body);
}

/**
 * The answers and images of a page; `search` is the URL's query string ('' or '?…'). Every call runs for every page
 * load (through the routes' own caches), so its answer is as fresh as the storefront's own call would be.
 */
export async function firstScreen(app: FastifyInstance, page: FirstScreenPage, search: string): Promise<FirstScreen> {
  try {
    const answers: Record<string, unknown> = {};
    const answered = new Map<string, unknown>();
    const bodies = await Promise.all(page.startup.map((url) => getJson<unknown>(app, url)));
    page.startup.forEach((url, i) => {
      if (bodies[i] === null || bodies[i] === undefined) return;
      answers[answerKey('GET', url)] = bodies[i];
      answered.set(url, bodies[i]);
    });
    await ownAreaTranslations(app, page, answers, answered);
    const content = page.calls.content ? (answered.get(page.calls.content) as ContentResponse | undefined) : undefined;
    const plan = screenPlan(page, answered, content);
    const types = [...blockTypes(content?.content?.content)];
    const images = [...(plan?.leadImages ?? [])];
    if (plan) {
      const searches = pageListSearches(plan.lists, search, plan.defaults, plan.areaInfo, '', plan.productId);
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
    }
    const holdsStock = content?.contentType === 'product' || Object.keys(answers).some((key) => key.startsWith('POST '));
    return { answers: Object.keys(answers).length > 0 ? serverAnswersScript(answers) : '', images, blockTypes: types, holdsStock };
  } catch (error) {
    app.log.warn({ err: error }, 'first screen of a page could not be prepared');
    return NOTHING;
  }
}
