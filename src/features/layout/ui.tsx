/**
 * Small presentational pieces of the header: the shared ones from src/components, plus a local stand-in for
 * what src/components does not offer yet.
 */
import type { LanguageCode } from '../../api/types';

export { CheckMark } from '../../components/CheckMark';
export { Container } from '../../components/Container';
export { Spinner } from '../../components/Spinner';
export { Tooltip } from '../../components/Tooltip';
export { VisuallyHidden } from '../../components/VisuallyHidden';

/** 22 × 22 flags (SPEC §9), decorative: the link around them carries the language name. */
export function Flag({ code, size = 22 }: { code: LanguageCode; size?: number }) {
  const common = { width: size, height: size, 'aria-hidden': true as const, focusable: 'false' as const };
  switch (code) {
    case 'da':
      return (
        <svg {...common} viewBox="0 0 22 22">
          <rect width="22" height="22" fill="#c8102e" />
          <rect x="6" width="3" height="22" fill="#fff" />
          <rect y="9.5" width="22" height="3" fill="#fff" />
        </svg>
      );
    case 'sv':
      return (
        <svg {...common} viewBox="0 0 22 22">
          <rect width="22" height="22" fill="#006aa7" />
          <rect x="6" width="3" height="22" fill="#fecc00" />
          <rect y="9.5" width="22" height="3" fill="#fecc00" />
        </svg>
      );
    case 'nb':
      return (
        <svg {...common} viewBox="0 0 22 22">
          <rect width="22" height="22" fill="#ba0c2f" />
          <rect x="5" width="5" height="22" fill="#fff" />
          <rect y="8.5" width="22" height="5" fill="#fff" />
          <rect x="6.25" width="2.5" height="22" fill="#00205b" />
          <rect y="9.75" width="22" height="2.5" fill="#00205b" />
        </svg>
      );
    case 'fi':
      return (
        <svg {...common} viewBox="0 0 22 22">
          <rect width="22" height="22" fill="#fff" />
          <rect x="5.5" width="4" height="22" fill="#002f6c" />
          <rect y="9" width="22" height="4" fill="#002f6c" />
        </svg>
      );
    case 'en':
      return (
        <svg {...common} viewBox="0 0 22 22">
          <rect width="22" height="22" fill="#012169" />
          <path d="M0 0L22 22M22 0L0 22" stroke="#fff" strokeWidth="4.4" />
          <path d="M0 0L22 22M22 0L0 22" stroke="#c8102e" strokeWidth="1.5" />
          <path d="M11 0v22M0 11h22" stroke="#fff" strokeWidth="6" />
          <path d="M11 0v22M0 11h22" stroke="#c8102e" strokeWidth="3.4" />
        </svg>
      );
  }
}
