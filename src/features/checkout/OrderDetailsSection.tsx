import { useIntl } from 'react-intl';
import type { Cart } from '../../api/commerceTypes';
import { Section } from './checkoutStyles';
import { CommitField } from './CommitField';
import { checkoutMessages as m } from './messages';

export interface OrderDetailsSectionProps {
  reference: string;
  comment: string;
  /** The server's messages per field. */
  fields: Record<string, string>;
  /** Writes a patch into the cart and clears the server's message of `field`. */
  update: (patch: Partial<Cart>, field: string) => void;
}

/** SPEC §2 checkout, order details: the customer's reference and a comment, written into the cart when left. */
export function OrderDetailsSection({ reference, comment, fields, update }: OrderDetailsSectionProps) {
  const intl = useIntl();
  return (
    <Section>
      <legend>{intl.formatMessage(m.orderDetails)}</legend>
      <CommitField
        label={intl.formatMessage(m.reference)}
        hint={intl.formatMessage(m.referenceHint)}
        value={reference}
        maxLength={100}
        error={fields.reference}
        onCommit={(value) => update({ reference: value }, 'reference')}
      />
      <CommitField
        label={intl.formatMessage(m.comment)}
        value={comment}
        multiline
        maxLength={2000}
        error={fields.comment}
        onCommit={(value) => update({ comment: value }, 'comment')}
      />
    </Section>
  );
}
