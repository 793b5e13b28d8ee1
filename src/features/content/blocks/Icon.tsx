import type { ReactElement } from 'react';
import styled from 'styled-components';
import { params, str } from '../../../../common/content/params';
import type { BlockProps } from './registry';

export type IconName = 'truck' | 'phone' | 'mail' | 'clock' | 'shield' | 'box' | 'star';

/** 24 × 24 stroke icons. */
const ICONS: Record<IconName, ReactElement> = {
  truck: (
    <>
      <path d="M2 5h12v11H2z" />
      <path d="M14 9h4l3 3.5V16h-7z" />
      <circle cx="6" cy="18" r="2" />
      <circle cx="17.5" cy="18" r="2" />
    </>
  ),
  phone: (
    <>
      <rect x="6.5" y="2" width="11" height="20" rx="2" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  mail: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M3 6.5l9 6.5 9-6.5" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 6.5V12l3.5 2" />
    </>
  ),
  shield: (
    <>
      <path d="M12 2.5l8 3v6c0 5-3.4 8.8-8 10-4.6-1.2-8-5-8-10v-6z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </>
  ),
  box: (
    <>
      <path d="M3 7.5L12 3l9 4.5v9L12 21l-9-4.5z" />
      <path d="M3 7.5l9 4.5 9-4.5M12 12v9" />
    </>
  ),
  star: <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />,
};

export function isIconName(name: string | undefined): name is IconName {
  return name !== undefined && Object.prototype.hasOwnProperty.call(ICONS, name);
}

export interface ContentIconProps {
  name: string | undefined;
  size?: number;
}

/** A decorative icon by name (truck, phone, mail, clock, shield, box, star); unknown names draw a circle. */
export function ContentIcon({ name, size = 28 }: ContentIconProps) {
  const key = name?.toLowerCase();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={isIconName(key) ? key : 'fallback'}
    >
      {isIconName(key) ? ICONS[key] : <circle cx="12" cy="12" r="9" />}
    </svg>
  );
}

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 0;

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }

  section[data-background='primary'] & svg,
  footer & svg {
    color: inherit;
  }
`;

/** icon: { name: string; text: string } */
export function IconBlock({ block }: BlockProps) {
  const p = params(block);
  const name = str(p, 'name');
  const text = str(p, 'text');
  if (!name && !text) return null;
  return (
    <Wrapper data-block="icon">
      <ContentIcon name={name} />
      {text && <span>{text}</span>}
    </Wrapper>
  );
}
