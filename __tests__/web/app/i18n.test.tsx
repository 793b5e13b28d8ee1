import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { createMessageCatalog, withMessages, type Messages } from '../../../src/app/i18n';
import { MESSAGE_GROUPS, type MessageGroup } from '../../../src/app/messageGroups';
import { Providers } from '../../../src/app/providers';
import { makeStore } from '../../../src/app/store';

type Loader = (locale: string) => Promise<{ default: Messages }>;

/** Group loaders that resolve when the test says so, counting their calls. */
function controlledLoaders() {
  const calls: string[] = [];
  const pending = new Map<MessageGroup, { resolve: (m: Messages) => void; reject: (e: Error) => void }>();
  const loader =
    (group: MessageGroup): Loader =>
    (locale) => {
      calls.push(`${group}:${locale}`);
      return new Promise((resolve, reject) => {
        pending.set(group, { resolve: (m) => resolve({ default: m }), reject });
      });
    };
  // One per group, so a new group needs no change here.
  const loaders = Object.fromEntries(MESSAGE_GROUPS.map((group) => [group, loader(group)])) as Record<MessageGroup, Loader>;
  return { calls, loaders, settle: (group: MessageGroup) => pending.get(group)! };
}

describe('message catalog (start group + groups loaded with their screens)', () => {
  it('merges a loaded group into the messages and tells its subscribers', async () => {
    const { calls, loaders, settle } = controlledLoaders();
    const catalog = createMessageCatalog('da', { 'app.a': 'A' }, loaders);
    const listener = jest.fn();
    catalog.subscribe(listener);

    const loaded = catalog.load(['cart', 'quickOrder']);
    expect(calls).toEqual(['cart:da', 'quickOrder:da']);
    settle('cart').resolve({ 'cart.x': 'X' });
    settle('quickOrder').resolve({ 'quickOrder.y': 'Y' });
    await loaded;

    expect(catalog.getMessages()).toEqual({ 'app.a': 'A', 'cart.x': 'X', 'quickOrder.y': 'Y' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('loads each group once, also for calls while it is loading', async () => {
    const { calls, loaders, settle } = controlledLoaders();
    const catalog = createMessageCatalog('en', {}, loaders);
    const first = catalog.load(['cart']);
    const second = catalog.load(['cart', 'checkout']);
    settle('cart').resolve({ 'cart.x': 'X' });
    settle('checkout').resolve({ 'checkout.z': 'Z' });
    await Promise.all([first, second]);
    await catalog.load(['checkout', 'cart']);
    expect(calls).toEqual(['cart:en', 'checkout:en']);
  });

  it('rejects when a group fails to load and loads it again next time', async () => {
    const { calls, loaders, settle } = controlledLoaders();
    const catalog = createMessageCatalog('sv', { 'app.a': 'A' }, loaders);
    const failed = catalog.load(['impersonation']);
    settle('impersonation').reject(new Error('Loading chunk 7 failed.'));
    await expect(failed).rejects.toThrow('Loading chunk 7 failed.');
    expect(catalog.getMessages()).toEqual({ 'app.a': 'A' });

    const retried = catalog.load(['impersonation']);
    settle('impersonation').resolve({ 'impersonation.t': 'T' });
    await retried;
    expect(calls).toEqual(['impersonation:sv', 'impersonation:sv']);
    expect(catalog.getMessages()).toEqual({ 'app.a': 'A', 'impersonation.t': 'T' });
  });

  it("the page's IntlProvider re-renders with a group once it is loaded", async () => {
    const { loaders, settle } = controlledLoaders();
    const catalog = createMessageCatalog('en', { 'app.hello': 'Hello' }, loaders);
    // react-intl reports the text that is not loaded yet.
    const onError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Providers store={makeStore()} locale="en" catalog={catalog}>
        <p>
          <FormattedMessage id="app.hello" /> <FormattedMessage id="cart.title" defaultMessage="(not loaded)" />
        </p>
      </Providers>,
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent('Hello (not loaded)');

    const loaded = catalog.load(['cart']);
    await act(async () => {
      settle('cart').resolve({ 'cart.title': 'Cart' });
      await loaded;
    });
    expect(screen.getByRole('paragraph')).toHaveTextContent('Hello Cart');
    onError.mockRestore();
  });

  it('withMessages resolves to the chunk (without a page catalog there is nothing else to load)', async () => {
    const chunk = { default: () => null };
    await expect(withMessages('cart', () => Promise.resolve(chunk))()).resolves.toBe(chunk);
  });
});
