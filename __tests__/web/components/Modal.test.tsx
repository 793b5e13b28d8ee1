import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '../../../src/components/Modal';
import { renderWithProviders } from '../renderWithProviders';

describe('Modal focus trap', () => {
  it('wraps Tab from a last select or textarea to the first control and back', async () => {
    const onClose = jest.fn();
    renderWithProviders(
      <Modal title="Note" closeLabel="Close" onClose={onClose}>
        <label>
          Text <textarea />
        </label>
        <label>
          Reason
          <select>
            <option>One</option>
          </select>
        </label>
      </Modal>,
    );
    const user = userEvent.setup();
    const close = screen.getByRole('button', { name: 'Close' });
    const textarea = screen.getByRole('textbox', { name: 'Text' });
    const select = screen.getByRole('combobox', { name: 'Reason' });
    select.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(select).toHaveFocus();
    await user.tab({ shift: true });
    expect(textarea).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
