import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { shallowEqual } from 'react-redux';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { useRoutePath } from '../../app/routePaths';
import { selectCart, selectHasServerCart, wireCart } from '../cart';
import { selectAreaInfo } from '../website';
import { SAVED_CART_LIMITS, savedCartFailure, savedCartNameProblem } from './names';
import { saveCartMessages as m } from './saveCartMessages';
import { useSaveSavedCartMutation } from './savedCartsApi';
import { Button, Field, Message, Row } from './savedCartsStyles';

/** The form: a name (checked by the server's rule first), 'share with my colleagues', save or cancel. */
function SaveForm({ onSaved, onCancel }: { onSaved: (name: string) => void; onCancel: () => void }) {
  const intl = useIntl();
  const cart = useAppSelector(selectCart);
  const area = useAppSelector(selectAreaInfo, shallowEqual);
  const [save, { isLoading }] = useSaveSavedCartMutation();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const problemId = useId();
  const problem = checked ? savedCartNameProblem(name) : null;

  useEffect(() => inputRef.current?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    if (isLoading || !cart || savedCartNameProblem(name)) return;
    try {
      const saved = await save({ area, name: name.trim(), shared, lines: wireCart(cart).lines }).unwrap();
      onSaved(saved.name);
    } catch (error) {
      const kind = savedCartFailure(error);
      setFailure(intl.formatMessage(kind === 'nameTaken' ? m.nameTaken : m.failed));
    }
  };

  const text = problem === 'required' ? intl.formatMessage(m.nameRequired) : problem ? intl.formatMessage(m.nameTooLong, { max: SAVED_CART_LIMITS.maxNameLength }) : failure;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={isLoading}>
      <Row>
        <Field>
          {intl.formatMessage(m.nameLabel)}
          <input
            ref={inputRef}
            name="savedCartName"
            value={name}
            maxLength={SAVED_CART_LIMITS.maxNameLength + 20}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={problem !== null || failure !== null}
            aria-describedby={text ? problemId : undefined}
          />
        </Field>
      </Row>
      <Row>
        <label>
          <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} /> {intl.formatMessage(m.share)}
        </label>
      </Row>
      <Row>
        <Button type="submit" $primary disabled={isLoading}>
          {intl.formatMessage(m.save)}
        </Button>
        <Button type="button" onClick={onCancel}>
          {intl.formatMessage(m.cancel)}
        </Button>
      </Row>
      {text && (
        <Message $error id={problemId} role="alert">
          {text}
        </Message>
      )}
    </form>
  );
}

/**
 * 'Save cart' on the cart page (issue 20): for a logged-in customer, the cart's product lines under a name, optionally
 * shared with the colleagues; then a link to the saved carts. Nothing for visitors (no server cart).
 */
export function SaveCartControl() {
  const intl = useIntl();
  const path = useRoutePath();
  const customer = useAppSelector(selectHasServerCart);
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  if (!customer) return null;
  return (
    <div>
      {open ? (
        <SaveForm
          onSaved={(name) => {
            setSaved(name);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      ) : (
        <Button type="button" onClick={() => setOpen(true)}>
          {intl.formatMessage(m.open)}
        </Button>
      )}
      <div role="status">
        {saved && (
          <Message>
            {intl.formatMessage(m.saved, { name: saved })} <Link to={path('savedCarts')}>{intl.formatMessage(m.savedCarts)}</Link>
          </Message>
        )}
      </div>
    </div>
  );
}
