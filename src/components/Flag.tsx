import { useId, type ReactElement } from 'react';
import { useTheme } from 'styled-components';

export type FlagCode = 'da' | 'en' | 'sv' | 'nb' | 'fi';

export interface FlagProps {
  code: FlagCode;
  /** Accessible name, e.g. 'Dansk'. Without it the flag is decorative (aria-hidden), e.g. inside a named link. */
  title?: string;
  /** Pixel size; default theme.flagSize (22). */
  size?: number;
  className?: string;
}

/** A Nordic cross flag on a 22 × 22 grid: the vertical bar sits left of centre. */
function nordicCross(field: string, cross: string, inner?: string): ReactElement {
  return (
    <>
      <rect width="22" height="22" fill={field} />
      {inner ? (
        <>
          <rect x="5" width="6" height="22" fill={cross} />
          <rect y="8" width="22" height="6" fill={cross} />
          <rect x="6.5" width="3" height="22" fill={inner} />
          <rect y="9.5" width="22" height="3" fill={inner} />
        </>
      ) : (
        <>
          <rect x="6" width="4" height="22" fill={cross} />
          <rect y="9" width="22" height="4" fill={cross} />
        </>
      )}
    </>
  );
}

/** The Union Jack (60 × 30 design), the centre 30 × 30 square cropped into the 22 × 22 box. */
function unionJack(clipId: string): ReactElement {
  return (
    <svg x="0" y="0" width="22" height="22" viewBox="15 0 30 30" preserveAspectRatio="xMidYMid slice">
      <clipPath id={clipId}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#FFFFFF" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${clipId})`} stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#FFFFFF" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}

/** Inline SVG language flag (SPEC §9: 22 × 22 px): Denmark, UK (en), Sweden, Norway, Finland. */
export function Flag({ code, title, size, className }: FlagProps) {
  const theme = useTheme();
  const clipId = `flag-clip-${useId().replace(/:/g, '')}`;
  const px = size ?? theme?.flagSize ?? 22;
  let body: ReactElement;
  switch (code) {
    case 'da':
      body = nordicCross('#C8102E', '#FFFFFF');
      break;
    case 'sv':
      body = nordicCross('#006AA7', '#FECC02');
      break;
    case 'nb':
      body = nordicCross('#BA0C2F', '#FFFFFF', '#00205B');
      break;
    case 'fi':
      body = nordicCross('#FFFFFF', '#002F6C');
      break;
    case 'en':
      body = unionJack(clipId);
      break;
    default:
      body = <rect width="22" height="22" fill="#D6DDE1" />;
  }
  return (
    <svg
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const, focusable: false })}
      width={px}
      height={px}
      viewBox="0 0 22 22"
      className={className}
      data-flag={code}
      style={{ flex: 'none', borderRadius: 2 }}
    >
      {body}
      <rect x="0.25" y="0.25" width="21.5" height="21.5" fill="none" stroke="rgba(0, 0, 0, 0.15)" strokeWidth="0.5" />
    </svg>
  );
}
