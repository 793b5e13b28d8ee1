import { lazy, Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import { withMessages } from '../../../app/i18n';

/** What a modal shows (GetModalRequest): modal content by key, or an element by id. */
export type ModalTarget = { key: string } | { id: string };

/** A CMS link to modal content: 'modal:<key>' (docs/content-api.md). */
const MODAL_LINK = /^modal:([a-z0-9][a-z0-9_-]{0,99})$/i;

/** The modal key of a 'modal:<key>' link, else null. */
export function modalKeyOf(href: string | null | undefined): string | null {
  return typeof href === 'string' ? (MODAL_LINK.exec(href.trim())?.[1] ?? null) : null;
}

// The dialog and its content call are a chunk of their own, loaded when a modal opens.
const ContentModal = lazy(withMessages('contentModal', () => import(/* webpackChunkName: "contentModal" */ './ContentModal')));

/** A styled trigger keeps its look (e.g. a button link); a bare one looks like a link in the text. */
const RESET: CSSProperties = { border: 0, font: 'inherit', cursor: 'pointer' };
const AS_LINK: CSSProperties = { ...RESET, padding: 0, background: 'none', color: 'inherit', textDecoration: 'underline' };

export interface ModalTriggerProps {
  target: ModalTarget;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
}

/** A button that opens content in a modal dialog (the focus returns to it when the dialog closes). */
export function ModalTrigger({ target, children, className, 'aria-label': ariaLabel }: ModalTriggerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        style={className ? RESET : AS_LINK}
        aria-haspopup="dialog"
        aria-label={ariaLabel}
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ContentModal target={target} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

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
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
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
 * A CMS link: internal paths use react-router's Link, other safe URLs a plain <a> (rel=noopener), 'modal:<key>' a
 * button opening that modal content, and unsafe ones (javascript:, data:…) render the content without a link.
 */
export function ContentLink({ href, children, className, 'aria-label': ariaLabel }: ContentLinkProps) {
  const modalKey = modalKeyOf(href);
  if (modalKey) {
    return (
      <ModalTrigger target={{ key: modalKey }} className={className} aria-label={ariaLabel}>
        {children}
      </ModalTrigger>
    );
  }
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
