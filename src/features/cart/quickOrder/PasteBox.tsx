import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppDispatch } from '../../../app/hooks';
import { NavigationButton } from '../../../components';
import { quickOrderMessages as m } from './messages';
import { MAX_QUICK_ORDER_ROWS } from './parseQuickOrder';
import { reasonText } from './reasonText';
import { controlStyles } from './styles';
import { submitQuickOrder } from './submitQuickOrder';
import type { InvalidRow } from './validate';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;

  label {
    font-weight: 600;
  }

  textarea {
    ${controlStyles}
    width: 100%;
    min-height: 160px;
    padding: 8px 12px;
    font: 0.9375rem/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    resize: vertical;
  }
`;

const Help = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Errors = styled.div`
  color: ${({ theme }) => theme.colors.danger};

  h4 {
    margin: 0 0 4px;
    font-size: 0.9375rem;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
`;

export interface PasteBoxProps {
  /** Says a result in the panel's live region. */
  announce: (text: string) => void;
  unitLabels: Readonly<Record<string, string>>;
}

/**
 * The paste box: rows from a spreadsheet (`item number<TAB ; ,>quantity[<sep>unit]`, up to 500). 'Add to cart'
 * adds every valid row in one action and leaves only the rows that need attention in the box, each listed with
 * its row number, item number and reason (linked to the box with aria-describedby).
 */
export function PasteBox({ announce, unitLabels }: PasteBoxProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const id = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<InvalidRow[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const helpId = `${id}-help`;
  const problemId = `${id}-problem`;
  const errorsId = `${id}-errors`;
  const describedBy = [helpId, problem ? problemId : null, invalid.length > 0 ? errorsId : null].filter(Boolean).join(' ');

  const fail = (message: string) => {
    setProblem(message);
    announce(message);
    throw new Error(message);
  };

  const onAdd = async () => {
    const outcome = await dispatch(submitQuickOrder(text, unitLabels));
    switch (outcome.kind) {
      case 'empty':
        setInvalid([]);
        return fail(intl.formatMessage(m.pasteEmpty));
      case 'tooManyRows':
        return fail(intl.formatMessage(m.pasteTooMany, { count: outcome.rowCount, max: outcome.limit }));
      case 'lookupFailed':
        return fail(intl.formatMessage(m.pasteLookupFailed, { message: outcome.message }));
      case 'done': {
        setText(outcome.remainingText);
        setInvalid(outcome.invalid);
        setProblem(null);
        const summary =
          outcome.invalid.length === 0
            ? intl.formatMessage(m.pasteAddedSummary, { added: outcome.added })
            : intl.formatMessage(m.pasteAttentionSummary, { added: outcome.added, invalid: outcome.invalid.length });
        announce(summary);
        // The button shows 'added' only when something was added.
        if (outcome.added === 0) throw new Error(summary);
        return;
      }
    }
  };

  return (
    <Box>
      <label htmlFor={`${id}-text`}>{intl.formatMessage(m.pasteLabel)}</label>
      <Help id={helpId}>{intl.formatMessage(m.pasteHelp, { max: MAX_QUICK_ORDER_ROWS })}</Help>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={describedBy}
        aria-invalid={problem !== null || invalid.length > 0 ? true : undefined}
        spellCheck={false}
        autoComplete="off"
        rows={8}
      />
      {problem && <Problem id={problemId}>{problem}</Problem>}
      {invalid.length > 0 && (
        <Errors id={errorsId}>
          <h4>{intl.formatMessage(m.pasteErrorsHeading)}</h4>
          <ul>
            {invalid.map((entry) => (
              <li key={entry.row.line}>
                {intl.formatMessage(m.pasteRowError, {
                  row: entry.row.line,
                  item: entry.row.itemNumber || intl.formatMessage(m.pasteNoItemNumber),
                  reason: reasonText(intl, { ...entry, typedUnit: entry.row.unit }, unitLabels),
                })}
              </li>
            ))}
          </ul>
        </Errors>
      )}
      <Actions>
        <NavigationButton onClick={onAdd} addedLabel={intl.formatMessage(m.pasteAdded)}>
          {intl.formatMessage(m.pasteAdd)}
        </NavigationButton>
      </Actions>
    </Box>
  );
}
