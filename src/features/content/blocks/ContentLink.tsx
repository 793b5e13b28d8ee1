import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Same-site path ('/en/about', not '//host'): navigated client-side. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}

const SAFE_SCHEME = /^(https?:|mailto:|tel:)/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The href if it is safe to render (internal path, #hash, http(s), mailto, tel, relative), else null. */
export function safeHref(href: string | null | undefined): string | null {
  if (typeof href !== 'string') return null;
  // Browsers ignore control characters and whitespace inside a scheme ('java\tscript:'); so do we.
  const trimmed = href.trim();
  const compact = trimmed.replace(/[\u0000-\u0020\u007f]/g, '');
  if (compact === '') return null;
  if (HAS_SCHEME.test(compact) && !SAFE_SCHEME.test(compact)) return null;
  return trimmed;
}

export interface ContentLinkProps {
  href: string | null | undefined;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
}

/**
 * A CMS link: internal paths use react-router's Link, other safe URLs a plain <a> (rel=noopener), and unsafe
 * ones (javascript:, data:…) render the content without a link.
 */
export function ContentLink({ href, children, className, 'aria-label': ariaLabel }: ContentLinkProps) {
  const safe = safeHref(href);
  if (!safe) return <span className={className}>{children}</span>;
  if (isInternalHref(safe)) {
    return (
      <Link to={safe} className={className} aria-label={ariaLabel}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(safe);
  return (
    <a href={safe} className={className} aria-label={ariaLabel} rel={external ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  );
}
