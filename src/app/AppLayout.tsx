import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import styled from 'styled-components';
import { LoadingBar } from '../components/LoadingBar';
import { selectCompareIds } from '../features/compare';
import { noticeSlot, selectOffline } from '../features/connection';
import { Footer, pageViewTracked } from '../features/content';
import { Header } from '../features/layout';
import { SessionEndedNotice } from '../features/user';
import { selectLocale } from '../features/website';
import { pushEvent, trackDealerClicks, trackedPagePath } from '../lib/analytics';
import { useAppDispatch, useAppSelector, useAppStore } from './hooks';
import { RobotsMeta } from './documentHead';
import { LoadingFailureContext } from './ErrorPage';
import { withMessages } from './i18n';
import { appMessages } from './messages';

/** The comparison bar is a chunk of its own, fetched once a product is compared (most visits never compare). */
const CompareBar = lazy(
  withMessages('comparebar', async () => ({
    default: (await import(/* webpackChunkName: "comparebar" */ '../features/compare/CompareBar')).CompareBar,
  })),
);

function ComparisonBar() {
  const compared = useAppSelector(selectCompareIds).length > 0;
  return compared ? (
    <Suspense fallback={null}>
      <CompareBar />
    </Suspense>
  ) : null;
}

type BarState = 'idle' | 'loading' | 'done' | 'failed';

const Main = styled.main`
  min-height: 60vh;
  outline: none;
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.loadingBar};
  background: ${({ theme }) => theme.colors.white};
  padding: 8px 16px;
  &:focus {
    left: 8px;
  }
`;

/** Loading bar driven by the router's navigation state; a failed navigation marks it failed. */
function useNavigationBar(): [BarState, () => void] {
  const navigation = useNavigation();
  const [state, setState] = useState<BarState>('idle');
  const failed = useRef(false);
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (busy) {
      failed.current = false;
      setState('loading');
    } else {
      setState((prev) => (prev === 'loading' ? (failed.current ? 'failed' : 'done') : prev));
    }
  }, [busy]);
  const markFailed = useCallback(() => {
    failed.current = true;
    setState((prev) => (prev === 'loading' || prev === 'done' ? 'failed' : prev));
  }, []);
  return [state, markFailed];
}

/**
 * SPEC §4 Page views: tracked once per distinct full path (pathname + query, without the query values that may hold
 * personal data — trackedPagePath). The title is the document's: the screen sets it in its own effect, which runs
 * before this one in the commit that shows it.
 */
function usePageViews() {
  const location = useLocation();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  useEffect(() => {
    const path = trackedPagePath(location.pathname, location.search);
    if (store.getState().content.trackedPaths.includes(path)) return;
    dispatch(pageViewTracked(path));
    pushEvent({ event: 'page_view', page_path: path, page_title: document.title, language: locale });
    // Only the path decides; the title and language are read at that moment.
  }, [location.pathname, location.search]);
  // Dealer links anywhere on the page (SPEC §7 dealer-click).
  useEffect(() => trackDealerClicks(document), []);
}

export default function AppLayout() {
  const intl = useIntl();
  const [bar, markFailed] = useNavigationBar();
  usePageViews();
  // Issue 19: the connection notice's live region, always there so that the notice is announced when it appears.
  const Offline = useAppSelector(selectOffline) ? noticeSlot.current : null;
  return (
    <LoadingFailureContext.Provider value={markFailed}>
      <SkipLink href="#main">{intl.formatMessage(appMessages.skipToContent)}</SkipLink>
      <LoadingBar state={bar} />
      <Header />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      <ComparisonBar />
      <SessionEndedNotice />
      <div role="status" aria-live="polite">{Offline && <Offline />}</div>
      <RobotsMeta />
      <ScrollRestoration />
    </LoadingFailureContext.Provider>
  );
}
