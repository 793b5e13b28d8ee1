import type { SVGProps } from 'react';

export interface CheckMarkProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Pixel size (width and height); default 16. */
  size?: number;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  title?: string;
}

/** A check-mark icon in the current text colour. */
export function CheckMark({ size = 16, title, ...rest }: CheckMarkProps) {
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const, focusable: false };
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...a11y}
      {...rest}
    >
      <path d="M4 12.5l5 5L20 6.5" />
    </svg>
  );
}
