import { useEffect } from 'react';
import { selectTitlePostfix } from '../features/website/websiteSlice';
import { useAppSelector } from './hooks';

/** SPEC §2: the page title is the page title (or the last breadcrumb) plus the site title postfix. */
export function documentTitle(title: string | null | undefined, postfix: string): string {
  const base = (title ?? '').trim();
  return base ? `${base}${postfix}` : postfix.replace(/^\s*[|–-]\s*/, '');
}

export function useDocumentTitle(title: string | null | undefined): void {
  const postfix = useAppSelector(selectTitlePostfix);
  useEffect(() => {
    document.title = documentTitle(title, postfix);
  }, [title, postfix]);
}
