import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatMoney, formatShortDate } from '../../../common/format';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCartLineCount } from '../cart';
import { savedCartMessages as m } from './messages';
import { SAVED_CART_LIMITS, savedCartFailure, savedCartNameProblem } from './names';
import { restoreSavedCart } from './restore';
import { useDeleteSavedCartMutation, useUpdateSavedCartMutation, type SavedCart, type SavedCartsArgs } from './savedCartsApi';
import { Badge, Button, Card, Field, Message, Meta, Row } from './savedCartsStyles';

type Mode = 'view' | 'rename' | 'delete' | 'restore';

interface CardProps {
  cart: SavedCart;
  args: SavedCartsArgs;
  /** A notice for the page's status region (restored, deleted). */
  onNotice: (text: string, restored: boolean) => void;
}

/** One piece of work at a time on a card; its failure shown on the card. */
function useCardWork() {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<void>, restoring = false) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(intl.formatMessage(m[savedCartFailure(err, restoring)]));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

/** The saved lines, folded away (a details element: keyboard and screen readers know it). */
function SavedLines({ cart }: { cart: SavedCart }) {
  const intl = useIntl();
  return (
    <details>
      <summary>{intl.formatMessage(m.showLines)}</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.product)}</th>
            <th scope="col">{intl.formatMessage(m.quantity)}</th>
          </tr>
        </thead>
        <tbody>
          {cart.lines.map((line) => (
            <tr key={line.id}>
              <td>{line.text || line.productKey.productId}</td>
              <td>
                {intl.formatNumber(line.quantity)} {line.productKey.unitOfMeasure}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** Rename in place: the name checked by the server's rule first. */
function RenameForm({ cart, busy, onSave, onCancel }: { cart: SavedCart; busy: boolean; onSave: (name: string) => void; onCancel: () => void }) {
  const intl = useIntl();
  const [name, setName] = useState(cart.name);
  const [checked, setChecked] = useState(false);
  const problem = checked ? savedCartNameProblem(name) : null;
  const problemId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (!savedCartNameProblem(name)) onSave(name.trim());
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Row>
        <Field>
          {intl.formatMessage(m.renameLabel)}
          <input value={name} onChange={(e) => setName(e.target.value)} aria-invalid={problem !== null} aria-describedby={problem ? problemId : undefined} />
        </Field>
        <Button type="submit" $primary disabled={busy}>
          {intl.formatMessage(m.save)}
        </Button>
        <Button type="button" onClick={onCancel}>
          {intl.formatMessage(m.cancel)}
        </Button>
      </Row>
      {problem && (
        <Message $error id={problemId}>
          {problem === 'required' ? intl.formatMessage(m.nameRequired) : intl.formatMessage(m.nameTooLong, { max: SAVED_CART_LIMITS.maxNameLength })}
        </Message>
      )}
    </form>
  );
}

/** The card's buttons in view mode: restore for everyone, rename/share/delete for the owner. */
function CardActions({ cart, busy, setMode, onRestore, onShare }: { cart: SavedCart; busy: boolean; setMode: (mode: Mode) => void; onRestore: () => void; onShare: () => void }) {
  const intl = useIntl();
  return (
    <Row role="group" aria-label={intl.formatMessage(m.actionsFor, { name: cart.name })}>
      <Button type="button" $primary disabled={busy || cart.lines.length === 0} onClick={onRestore}>
        {intl.formatMessage(m.restore)}
      </Button>
      {cart.own && (
        <>
          <Button type="button" disabled={busy} onClick={() => setMode('rename')}>
            {intl.formatMessage(m.rename)}
          </Button>
          <Button type="button" disabled={busy} onClick={onShare} aria-pressed={cart.shared}>
            {intl.formatMessage(cart.shared ? m.unshare : m.share)}
          </Button>
          <Button type="button" disabled={busy} onClick={() => setMode('delete')}>
            {intl.formatMessage(m.delete)}
          </Button>
        </>
      )}
    </Row>
  );
}

/** A saved cart: name, who shared it, when, lines, today's total, and what the caller may do with it. */
export function SavedCartCard({ cart, args, onNotice }: CardProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const cartLines = useAppSelector(selectCartLineCount);
  const [mode, setMode] = useState<Mode>('view');
  const { busy, error, run } = useCardWork();
  const [update] = useUpdateSavedCartMutation();
  const [remove] = useDeleteSavedCartMutation();
  const headingId = useId();

  const restore = (restoreMode: 'replace' | 'merge') =>
    void run(async () => {
      await dispatch(restoreSavedCart(cart.id, restoreMode));
      setMode('view');
      onNotice(intl.formatMessage(m.restored, { name: cart.name }), true);
    }, true);
  const onRestore = () => (cartLines === 0 ? restore('replace') : setMode('restore'));
  const onShare = () => void run(async () => void (await update({ area: args.area, id: cart.id, shared: !cart.shared }).unwrap()));
  const onRename = (name: string) =>
    void run(async () => {
      await update({ area: args.area, id: cart.id, name }).unwrap();
      setMode('view');
    });
  const onDelete = () =>
    void run(async () => {
      await remove({ area: args.area, id: cart.id }).unwrap();
      onNotice(intl.formatMessage(m.deleted, { name: cart.name }), false);
    });

  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId}>{cart.name}</h3>
      <Meta>
        {cart.own ? cart.shared && <Badge>{intl.formatMessage(m.sharedBadge)}</Badge> : intl.formatMessage(m.sharedBy, { name: cart.ownerName })}
        {(cart.shared || !cart.own) && ' · '}
        {intl.formatMessage(m.savedAt, { date: formatShortDate(cart.savedAt, intl.locale) })} · {intl.formatMessage(m.lineCount, { count: cart.lines.length })}
      </Meta>
      <p>{cart.total === null ? intl.formatMessage(m.totalUnknown) : intl.formatMessage(m.total, { amount: formatMoney(cart.total / 100, cart.currencyCode) })}</p>
      <SavedLines cart={cart} />
      {mode === 'view' && <CardActions cart={cart} busy={busy} setMode={setMode} onRestore={onRestore} onShare={onShare} />}
      {mode === 'rename' && <RenameForm cart={cart} busy={busy} onSave={onRename} onCancel={() => setMode('view')} />}
      {mode === 'restore' && (
        <div role="group" aria-label={intl.formatMessage(m.restore)}>
          <p>{intl.formatMessage(m.restoreQuestion, { count: cartLines })}</p>
          <Row>
            <Button type="button" $primary disabled={busy} onClick={() => restore('replace')}>
              {intl.formatMessage(m.restoreReplace)}
            </Button>
            <Button type="button" $primary disabled={busy} onClick={() => restore('merge')}>
              {intl.formatMessage(m.restoreMerge)}
            </Button>
            <Button type="button" onClick={() => setMode('view')}>
              {intl.formatMessage(m.cancel)}
            </Button>
          </Row>
        </div>
      )}
      {mode === 'delete' && (
        <div role="group" aria-label={intl.formatMessage(m.delete)}>
          <p>{intl.formatMessage(m.deleteConfirm, { name: cart.name })}</p>
          <Row>
            <Button type="button" $danger disabled={busy} onClick={onDelete}>
              {intl.formatMessage(m.deleteYes)}
            </Button>
            <Button type="button" onClick={() => setMode('view')}>
              {intl.formatMessage(m.cancel)}
            </Button>
          </Row>
        </div>
      )}
      {error && (
        <Message $error role="alert">
          {error}
        </Message>
      )}
    </Card>
  );
}
