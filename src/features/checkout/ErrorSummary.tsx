import type { Ref } from 'react';
import type { ErrorSummaryText } from './checkoutErrors';
import { Alert } from './checkoutStyles';

/** The checkout's error summary at the top: why placing the order failed, and the messages without a field. */
export function ErrorSummary({ summary, ref }: { summary: ErrorSummaryText; ref: Ref<HTMLDivElement> }) {
  return (
    <Alert role="alert" tabIndex={-1} ref={ref}>
      <p>{summary.lead}</p>
      {summary.rest.length > 0 && (
        <ul>
          {summary.rest.map((text, index) => (
            <li key={index}>{text}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
