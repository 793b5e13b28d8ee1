import { useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { useAppDispatch } from '../../../app/hooks';
import { NavigationButton, visuallyHidden } from '../../../components';
import { formatQuantity, quantityDecimalSeparator } from '../../../../common/quantity';
import { quickOrderMessages as m } from './messages';
import { MAX_ORDER_FILE_BYTES, ORDER_FILE_ACCEPT, readOrderFile, type OrderFileResult } from './orderFile';
import { MAX_QUICK_ORDER_ROWS } from './parseQuickOrder';
import { reasonText } from './reasonText';
import { sampleCsv, sampleCsvHref } from './sampleFile';
import { controlStyles } from './styles';
import { submitQuickOrder, type QuickOrderOutcome } from './submitQuickOrder';
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

/** The file input is visually hidden; its label looks like a secondary button and shows the input's focus. */
const FileInput = styled.input`
  ${visuallyHidden}
`;

const FileLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 18px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.primary};
  line-height: 1.2;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  ${FileInput}:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`;

export interface PasteBoxProps {
  /** Says a result in the panel's live region. */
  announce: (text: string) => void;
  unitLabels: Readonly<Record<string, string>>;
}

/** Where the listed rows came from: the box, or a file (by name). */
type RowSource = { kind: 'box' } | { kind: 'file'; name: string };

/** What an action showed: how many lines it added and its summary or problem. */
interface ShownOutcome {
  added: number;
  message: string;
}

/** The sample file to download: a CSV in the shop's language and number format, as an object URL and a file name. */
function useSampleFile(decimalSeparator: string, unitLabels: Readonly<Record<string, string>>): { href: string; name: string } {
  const intl = useIntl();
return useMemo(() => {
  const csv = sampleCsv(
    {
      itemNumber: intl.formatMessage(m.gridItem),
      quantity: intl.formatMessage(m.gridQuantity),
      unit: intl.formatMessage(m.gridUnit),
    },
    decimalSeparator,
    (unitId) => unitLabels[unitId] ?? unitId,
  );
  return { href: sampleCsvHref(csv), name: `${intl.formatMessage(m.fileSampleName)}.csv` };
}, [decimalSeparator, intl, unitLabels]);
}

/** Why a file could not be read, naming it. */
function fileProblemText(intl: IntlShape, reason: Exclude<OrderFileResult, { ok: true }>['reason'], file: string): string {
  switch (reason) {
    case 'unsupported':
      return intl.formatMessage(m.fileUnsupported, { file });
    case 'oldExcel':
      return intl.formatMessage(m.fileOldExcel, { file });
    case 'tooLarge':
      return intl.formatMessage(m.fileTooLarge, { file, max: MAX_ORDER_FILE_BYTES / (1024 * 1024) });
    case 'unreadable':
      return intl.formatMessage(m.fileUnreadable, { file });
  }
}

/** The problem that kept anything from being added: nothing to add, too many rows (from the box or the named file), or a failed lookup. */
function outcomeProblemText(intl: IntlShape, outcome: Exclude<QuickOrderOutcome, { kind: 'done' }>, file: string | null): string {
  switch (outcome.kind) {
    case 'empty':
      return file === null ? intl.formatMessage(m.pasteEmpty) : intl.formatMessage(m.fileEmpty, { file });
    case 'tooManyRows':
      return file === null
        ? intl.formatMessage(m.pasteTooMany, { count: outcome.rowCount, max: outcome.limit })
        : intl.formatMessage(m.fileTooMany, { file, count: outcome.rowCount, max: outcome.limit });
    case 'lookupFailed':
      return intl.formatMessage(m.pasteLookupFailed, { message: outcome.message });
  }
}

/** The summary announced after an 'Add': how many lines were added, and how many rows need attention. */
function summaryText(intl: IntlShape, added: number, invalid: number): string {
  return invalid === 0 ? intl.formatMessage(m.pasteAddedSummary, { added }) : intl.formatMessage(m.pasteAttentionSummary, { added, invalid });
}

interface InvalidRowsListProps {
  id: string;
  invalid: readonly InvalidRow[];
  source: RowSource;
  unitLabels: Readonly<Record<string, string>>;
}

/** The rows that need attention, each with its row number, item number and reason (under a heading naming the file). */
function InvalidRowsList({ id, invalid, source, unitLabels }: InvalidRowsListProps) {
  const intl = useIntl();
  return (
  <Errors id={id}>
    <h4>
      {source.kind === 'file'
        ? intl.formatMessage(m.fileErrorsHeading, { file: source.name })
        : intl.formatMessage(m.pasteErrorsHeading)}
    </h4>
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
  );
}

/** The box's text, its rows that need attention and the problem shown, and how an 'Add' outcome changes them. */
function useBoxState(announce: PasteBoxProps['announce']) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<InvalidRow[]>([]);
  const [source, setSource] = useState<RowSource>({ kind: 'box' });
  const [problem, setProblem] = useState<string | null>(null);

  const showProblem = (message: string): ShownOutcome => {
    setProblem(message);
    announce(message);
    return { added: 0, message };
  };

  /** Shows an 'Add' outcome: the rows left and their reasons, or the problem that kept anything from being added. */
  const showOutcome = (outcome: QuickOrderOutcome, from: RowSource): ShownOutcome => {
    const file = from.kind === 'file' ? from.name : null;
    switch (outcome.kind) {
      case 'empty':
        setInvalid([]);
        return showProblem(outcomeProblemText(intl, outcome, file));
      case 'tooManyRows':
      case 'lookupFailed':
        return showProblem(outcomeProblemText(intl, outcome, file));
      case 'done': {
        if (file === null) setText(outcome.remainingText);
        else if (outcome.remainingText) {
          // A file's rows that need attention go into the box for correction, below what the buyer has there.
          const left = outcome.remainingText;
          setText((current) => (current.trim() ? `${current.trimEnd()}\n${left}` : left));
        }
        setInvalid(outcome.invalid);
        setSource(from);
        setProblem(null);
        const summary = summaryText(intl, outcome.added, outcome.invalid.length);
        announce(summary);
        return { added: outcome.added, message: summary };
      }
    }
  };
  return { text, setText, invalid, setInvalid, source, problem, showProblem, showOutcome };
}

/**
 * The paste box: rows from a spreadsheet (`item number<TAB ; ,>quantity[<sep>unit]`, up to 500). 'Add to cart'
 * adds every valid row in one action and leaves only the rows that need attention in the box, each listed with
 * its row number — the row's line in the pasted text, as the spreadsheet numbers it (header and blank rows count) —,
 * item number and reason (linked to the box with aria-describedby).
 *
 * Beside it, 'Add from file': a CSV file or an Excel workbook (.xlsx) is added the same way in one action — its rows
 * that need attention are put in the box (below any text there) and listed with the file's own row numbers — and a
 * sample file to download (CSV in the shop's language).
 */
export function PasteBox({ announce, unitLabels }: PasteBoxProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const id = useId();
  const { text, setText, invalid, setInvalid, source, problem, showProblem, showOutcome } = useBoxState(announce);
  const [reading, setReading] = useState(false);
  // While a file is being read and added, another one chosen is ignored (its label shows busy).
  const busy = useRef(false);

  const helpId = `${id}-help`;
  const problemId = `${id}-problem`;
  const errorsId = `${id}-errors`;
  const fileId = `${id}-file`;
  const fileHelpId = `${id}-file-help`;
  const describedBy = [helpId, problem ? problemId : null, invalid.length > 0 ? errorsId : null].filter(Boolean).join(' ');

  const decimalSeparator = quantityDecimalSeparator(intl.locale);
  const sample = useSampleFile(decimalSeparator, unitLabels);

  const onAdd = async () => {
    const shown = showOutcome(await dispatch(submitQuickOrder(text, unitLabels)), { kind: 'box' });
    // The button shows 'added' only when something was added.
    if (shown.added === 0) throw new Error(shown.message);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Choosing the same file again (after correcting it) is a change too.
    input.value = '';
    if (!file || busy.current) return;
    const name = file.name;
    busy.current = true;
    setReading(true);
    announce(intl.formatMessage(m.fileReading, { file: name }));
    try {
      const read = await readOrderFile(file, decimalSeparator);
      if (read.ok) {
        showOutcome(await dispatch(submitQuickOrder(read.text, unitLabels)), { kind: 'file', name });
      } else {
        setInvalid([]);
        showProblem(fileProblemText(intl, read.reason, name));
      }
    } finally {
      busy.current = false;
      setReading(false);
    }
  };

  return (
    <Box>
      <label htmlFor={`${id}-text`}>{intl.formatMessage(m.pasteLabel)}</label>
      <Help id={helpId}>{intl.formatMessage(m.pasteHelp, { maxText: formatQuantity(MAX_QUICK_ORDER_ROWS, intl.locale) })}</Help>
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
        <InvalidRowsList id={errorsId} invalid={invalid} source={source} unitLabels={unitLabels} />
      )}
      <Actions>
        <NavigationButton onClick={onAdd} addedLabel={intl.formatMessage(m.pasteAdded)}>
          {intl.formatMessage(m.pasteAdd)}
        </NavigationButton>
        <span>
          <FileInput
            id={fileId}
            type="file"
            accept={ORDER_FILE_ACCEPT}
            onChange={onFile}
            aria-describedby={problem ? `${fileHelpId} ${problemId}` : fileHelpId}
          />
          <FileLabel htmlFor={fileId} aria-busy={reading || undefined}>
            {intl.formatMessage(m.fileAdd)}
          </FileLabel>
        </span>
        <a href={sample.href} download={sample.name}>
          {intl.formatMessage(m.fileSample)}
        </a>
      </Actions>
      <Help id={fileHelpId}>{intl.formatMessage(m.fileHelp)}</Help>
    </Box>
  );
}
