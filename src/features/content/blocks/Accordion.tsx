import { useId, useState } from 'react';
import styled from 'styled-components';
import { asString, isRecord, list, params } from '../../../../common/content/params';
import type { BlockProps } from './registry';
import { RichHtml } from './RichHtml';

const List = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 1.0625rem;
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  width: 100%;
  padding: 16px 4px;
  border: 0;
  background: none;
  color: inherit;
  font-weight: 600;
  text-align: left;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Chevron = styled.svg<{ $open: boolean }>`
  flex: none;
  transition: transform 0.2s ease;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
`;

const Panel = styled.div`
  padding: 0 4px 16px;
`;

export interface AccordionItem {
  title: string;
  html: string;
}

export function accordionItems(value: unknown[]): AccordionItem[] {
  return value.flatMap((entry): AccordionItem[] => {
    if (!isRecord(entry)) return [];
    const title = asString(entry.title);
    return title ? [{ title, html: typeof entry.html === 'string' ? entry.html : '' }] : [];
  });
}

/** accordion: { items: { title: string; html: string }[] } — disclosure buttons (aria-expanded / aria-controls). */
export function AccordionBlock({ block }: BlockProps) {
  const baseId = useId();
  const items = accordionItems(list(params(block), 'items'));
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  if (items.length === 0) return null;

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <List data-block="accordion">
      {items.map((item, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <Item key={index}>
            <Heading>
              <Trigger
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                <span>{item.title}</span>
                <Chevron
                  $open={expanded}
                  width="16"
                  height="16"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M6 9l6 6 6-6" />
                </Chevron>
              </Trigger>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
              <RichHtml html={item.html} />
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}
