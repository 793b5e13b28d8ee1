import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormDefinition } from '../../../src/api/formTypes';
import type { Block, LanguageCode } from '../../../src/api/types';
import { makeStore } from '../../../src/app/store';
import { localeSet } from '../../../src/features/website/websiteSlice';
import { LOCALES } from '../../../common/locales';
import da from '../../../translations/da.json';
import en from '../../../translations/en.json';
import fi from '../../../translations/fi.json';
import nb from '../../../translations/nb.json';
import sv from '../../../translations/sv.json';
import { FormsBlock } from '../../../src/features/form/FormsBlock';
import { selectFormErrors, selectFormStep } from '../../../src/features/form/formSlice';
import { json, mockServer, type Handler } from '../account/fixtures';
import { renderWithProviders } from '../renderWithProviders';
import { CONTACT_FORM } from './fixtures';
import { expectNetworkErrorReport } from '../networkErrorReport';

const MESSAGES: Record<LanguageCode, Record<string, string>> = { da, en, sv, nb, fi };

/** The block's texts per language (translations/src/forms.json) — every language must have its own. */
const LANGUAGES: [LanguageCode, { title: string; step: string; next: string; required: string }][] = [
  ['da', { title: 'Skriv til os', step: 'Trin 1 af 2', next: 'Næste', required: 'Udfyld feltet.' }],
  ['en', { title: 'Send us a message', step: 'Step 1 of 2', next: 'Next', required: 'Please fill in this field.' }],
  ['sv', { title: 'Skriv till oss', step: 'Steg 1 av 2', next: 'Nästa', required: 'Fyll i fältet.' }],
  ['nb', { title: 'Skriv til oss', step: 'Trinn 1 av 2', next: 'Neste', required: 'Fyll ut feltet.' }],
  ['fi', { title: 'Lähetä meille viesti', step: 'Vaihe 1 (yhteensä 2)', next: 'Seuraava', required: 'Täytä tämä kenttä.' }],
];

const BLOCK: Block = { id: 'b1', type: 'forms', parameters: { formKey: 'contact' } };

function setup(sendForm: Handler = () => json(200, { errors: {} }), form: FormDefinition = CONTACT_FORM) {
  const server = mockServer({ '/api/Form/GetForm': () => json(200, form), '/api/Form/SendForm': sendForm });
  const user = userEvent.setup();
  const view = renderWithProviders(<FormsBlock block={BLOCK} />, { initialEntries: ['/en/contact'] });
  return { server, user, ...view };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const stepHeading = (text: RegExp) => screen.getByRole('heading', { level: 3, name: text });

async function fillStep1(user: ReturnType<typeof userEvent.setup>, email = 'mette@hansen-el.dk') {
  await user.type(field(/^Name/), 'Mette Hansen');
  await user.type(field(/^E-mail/), email);
}

async function fillStep2(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: /Subject/ }), 'order');
  await user.type(field(/^Message/), 'Where is my order 100045?');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
}

/** Both steps filled in, then 'Send message'. */
async function fillAndSend(user: ReturnType<typeof userEvent.setup>, email?: string) {
  await fillStep1(user, email);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await fillStep2(user);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

const sentValues = async (server: ReturnType<typeof mockServer>) =>
  ((await server.bodiesOf('/api/Form/SendForm')) as { values: Record<string, unknown> }[])[0]!.values;

describe('forms block', () => {
  it('loads the definition and shows step 1 of 2 with labelled fields; the step indicator says the step', async () => {
    const { server } = setup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form…');
    expect(await screen.findByRole('heading', { level: 2, name: 'Send us a message' })).toBeInTheDocument();
    expect(stepHeading(/Step 1 of 2\s*Your details/)).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Form steps' });
    expect(within(steps).getByText('Your details').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(field(/^Name/)).toBeRequired();
    expect(field(/^Customer number/)).not.toBeRequired();
    expect(field(/^Customer number/)).toHaveAccessibleDescription('If you are already a customer.');
    // Step 2's fields are not shown yet.
    expect(screen.queryByRole('combobox', { name: /Subject/ })).not.toBeInTheDocument();
    // The spam trap is out of the accessibility tree.
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).not.toBeInTheDocument();
    const url = new URL(server.requests[0]!.url);
    expect(url.pathname).toBe('/api/Form/GetForm');
    expect(url.searchParams.get('FormKey')).toBe('contact');
  });

  it('Next only when the step is valid: required and format errors at the fields, invalid styling, focus on the first', async () => {
    const { user, store } = setup();
    await screen.findByRole('heading', { level: 2, name: 'Send us a message' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading(/Step 1 of 2/)).toBeInTheDocument();
    expect(selectFormStep(store.getState(), 'contact')).toBe(0);
    expect(field(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Name/)).toHaveAttribute('data-state', 'invalid');
    expect(field(/^Name/)).toHaveAccessibleDescription('Please fill in this field.');
    expect(field(/^E-mail/)).toHaveAccessibleDescription('Please fill in this field.');
    expect(field(/^Name/)).toHaveFocus();
    expect(screen.getByText('2 fields need your attention.')).toBeInTheDocument();

    await user.type(field(/^Name/), 'Mette Hansen');
    expect(field(/^Name/)).not.toHaveAttribute('aria-invalid');
    expect(field(/^Name/)).toHaveAttribute('data-state', 'valid');
    await user.type(field(/^E-mail/), 'mette');
    expect(field(/^E-mail/)).toHaveAccessibleDescription('Enter an e-mail address like name@company.com.');
    await user.type(field(/^E-mail/), '@hansen-el.dk');
    await user.type(field(/^Customer number/), '123');
    await user.tab();
    expect(field(/^Customer number/)).toHaveAccessibleDescription('If you are already a customer. The customer number has 5 digits, e.g. 10001.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(field(/^Customer number/)).toHaveFocus();
    expect(selectFormStep(store.getState(), 'contact')).toBe(0);

    await user.clear(field(/^Customer number/));
    await user.type(field(/^Customer number/), '10001');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(selectFormStep(store.getState(), 'contact')).toBe(1);
    expect(stepHeading(/Step 2 of 2\s*Your enquiry/)).toHaveFocus();
    const steps = screen.getByRole('list', { name: 'Form steps' });
    expect(within(steps).getByText('Your details').closest('li')).toHaveTextContent('Your details(completed)');
  });

  it('Back keeps what was typed; the submit checks the last step too', async () => {
    const { user, server } = setup();
    await screen.findByRole('heading', { level: 2, name: 'Send us a message' });
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(field(/^Message/), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepHeading(/Step 1 of 2/)).toHaveFocus();
    expect(field(/^Name/)).toHaveValue('Mette Hansen');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(field(/^Message/)).toHaveValue('Too short');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('combobox', { name: /Subject/ })).toHaveAccessibleDescription('Please choose an option.');
    expect(field(/^Message/)).toHaveAccessibleDescription('Write at least 10 characters.');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription('Please tick this box to continue.');
    expect(server.requests.filter((r) => r.url.includes('SendForm'))).toHaveLength(0);
  });

  it('shows a server error at its field on the step that holds it, then success after the correction', async () => {
    let answer: Record<string, string> = { email: 'emailDomain' };
    const { user, server, store } = setup(() => json(200, { errors: answer }));
    await screen.findByRole('heading', { level: 2, name: 'Send us a message' });
    await fillAndSend(user, 'mette@hansen-el');

    await waitFor(() => expect(stepHeading(/Step 1 of 2/)).toBeInTheDocument());
    expect(selectFormErrors(store.getState(), 'contact')).toEqual({ email: 'emailDomain' });
    const email = field(/^E-mail/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('The address needs a complete domain, e.g. name@company.com.');
    await waitFor(() => expect(email).toHaveFocus());
    const [sent] = (await server.bodiesOf('/api/Form/SendForm')) as { values: Record<string, unknown>; pageUrl: string }[];
    expect(sent).toMatchObject({ formKey: 'contact', pageUrl: '/en/contact', values: { email: 'mette@hansen-el', consent: true, homepage: '' } });

    // Changing the field clears the server's error for it.
    await user.type(email, '.dk');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(selectFormErrors(store.getState(), 'contact')).toEqual({});
    answer = {};
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(field(/^Message/)).toHaveValue('Where is my order 100045?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your message' })).toHaveFocus();
    expect(screen.getByText('We have received your enquiry.')).toBeInTheDocument();
    expect(selectFormErrors(store.getState(), 'contact')).toEqual({});
    expect(selectFormStep(store.getState(), 'contact')).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Fill in the form again' }));
    expect(field(/^Name/)).toHaveValue('');
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch')), 'The form could not be sent. Check your connection'],
    ['the server fails', () => json(500, { message: 'An unexpected server error occurred.', statusCode: 500 }), 'because of an error on our side'],
    ['the address sent too many', () => json(429, { message: 'Too many', statusCode: 429 }, { 'retry-after': '60' }), 'Too many forms have been sent'],
  ])('loses nothing typed when %s', async (name, answer, text) => {
    const report = name === 'the network fails' ? expectNetworkErrorReport('sendForm') : null;
    const { user } = setup(answer as Handler);
    await screen.findByRole('heading', { level: 2, name: 'Send us a message' });
    await fillAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('alert')).toHaveTextContent('nothing you typed has been lost');
    expect(field(/^Message/)).toHaveValue('Where is my order 100045?');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field(/^Name/)).toHaveValue('Mette Hansen');
    expect(field(/^E-mail/)).toHaveValue('mette@hansen-el.dk');
    report?.verify();
  });

  it('checks attachments on the client: required, type, size; a chosen file can be removed', async () => {
    const form: FormDefinition = {
      ...CONTACT_FORM,
      steps: [
        {
          title: 'Documents',
          fields: [{ name: 'document', type: 'file', label: 'Certificate', required: true, accept: ['application/pdf'], maxFileBytes: 1024 * 1024 }],
        },
      ],
    };
    const { user, server } = setup(() => json(200, { errors: {} }), form);
    await screen.findByRole('heading', { level: 2, name: 'Send us a message' });
    expect(screen.queryByRole('list', { name: 'Form steps' })).not.toBeInTheDocument();
    const input = screen.getByLabelText(/^Certificate/);
    // Without a help text of its own the field describes its limits (from the definition).
    expect(input).toHaveAccessibleDescription('PDF, at most 1 MB.');
    expect(input).toHaveAttribute('accept', 'application/pdf');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('PDF, at most 1 MB. Please choose a file.');
    // A browser's picker can be told to show every file: the block checks the type itself.
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['a picture'], 'photo.png', { type: 'image/png' }));
    expect(input).toHaveAccessibleDescription('PDF, at most 1 MB. Choose a file of the type PDF.');
    await user.upload(input, new File([new Uint8Array(1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }));
    expect(input).toHaveAccessibleDescription('PDF, at most 1 MB. The file may be at most 1 MB.');
    await user.click(screen.getByRole('button', { name: 'Remove big.pdf' }));
    expect(input).toHaveAccessibleDescription('PDF, at most 1 MB. Please choose a file.');
    await user.upload(input, new File(['%PDF-1.4'], 'ok.pdf', { type: 'application/pdf' }));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAttribute('data-state', 'valid');
    expect(input).toHaveAccessibleDescription('PDF, at most 1 MB.');
    expect(server.requests.filter((r) => r.url.includes('SendForm'))).toHaveLength(0);
  });

  it('sends the spam trap’s value along (the server decides what a filled one means)', async () => {
    const { user, server, container } = setup();
    await screen.findByRole('heading', { level: 2, name: 'Send us a message' });
    const trap = container.querySelector<HTMLInputElement>('input[name="homepage"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.type(trap, 'http://spam.example');
    await fillAndSend(user);
    await screen.findByRole('heading', { name: 'Thank you for your message' });
    expect((await sentValues(server)).homepage).toBe('http://spam.example');
  });

  it('offers to try again when the form cannot be loaded', async () => {
    let fail = true;
    mockServer({ '/api/Form/GetForm': () => (fail ? json(500, { message: 'x', statusCode: 500 }) : json(200, CONTACT_FORM)) });
    const user = userEvent.setup();
    renderWithProviders(<FormsBlock block={BLOCK} />, { initialEntries: ['/en/contact'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The form could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Send us a message' })).toBeInTheDocument();
  });

  it('describes a file field’s limits: several types and files; a help text of the content replaces them', async () => {
    const form: FormDefinition = {
      ...CONTACT_FORM,
      steps: [
        {
          title: 'Documents',
          fields: [
            { name: 'drawings', type: 'file', label: 'Drawings', required: false, accept: ['application/pdf', 'image/jpeg', 'image/png'], maxFileBytes: 5 * 1024 * 1024, maxFiles: 3 },
            { name: 'report', type: 'file', label: 'Annual report', required: false, accept: ['application/pdf'], help: 'Optional. Speeds up the credit check.' },
          ],
        },
      ],
    };
    setup(undefined, form);
    await screen.findByRole('heading', { level: 2, name: 'Send us a message' });
    expect(screen.getByLabelText('Drawings')).toHaveAccessibleDescription('PDF, JPG, or PNG, at most 5 MB a file, up to 3 files.');
    expect(screen.getByLabelText('Drawings')).toHaveAttribute('multiple');
    expect(screen.getByLabelText('Annual report')).toHaveAccessibleDescription('Optional. Speeds up the credit check.');
  });

  it('sends no value for a file field without files (files travel as parts of their own)', async () => {
    const form: FormDefinition = {
      ...CONTACT_FORM,
      steps: [
        { ...CONTACT_FORM.steps[0]!, fields: [...CONTACT_FORM.steps[0]!.fields, { name: 'document', type: 'file', label: 'Document', required: false, accept: ['application/pdf'] }] },
        CONTACT_FORM.steps[1]!,
      ],
    };
    const { user, server } = setup(undefined, form);
    await screen.findByRole('heading', { level: 2, name: 'Send us a message' });
    await fillAndSend(user);
    await screen.findByRole('heading', { name: 'Thank you for your message' });
    expect(Object.keys(await sentValues(server)).sort()).toEqual(['consent', 'customerNumber', 'email', 'homepage', 'message', 'name', 'phone', 'topic']);
  });

  it('starts at step 0 without errors when the form is shown again (what was typed is gone with the page)', async () => {
    const { user, store, unmount } = setup(() => json(200, { errors: { message: 'minLength' } }));
    await screen.findByRole('heading', { level: 2, name: 'Send us a message' });
    await fillAndSend(user);
    await waitFor(() => expect(selectFormErrors(store.getState(), 'contact')).toEqual({ message: 'minLength' }));
    expect(selectFormStep(store.getState(), 'contact')).toBe(1);
    unmount();
    expect(selectFormStep(store.getState(), 'contact')).toBe(0);
    expect(selectFormErrors(store.getState(), 'contact')).toEqual({});
    renderWithProviders(<FormsBlock block={BLOCK} />, { store, initialEntries: ['/en/contact'] });
    expect(await screen.findByRole('heading', { level: 3, name: /Step 1 of 2/ })).toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('');
  });

  it.each(LANGUAGES)('works in %s: the form of that language (GetForm) and the block’s own texts', async (code, texts) => {
    const store = makeStore();
    store.dispatch(localeSet(code));
    const server = mockServer({
      '/api/Form/GetForm': (request) => {
        const lang = new URL(request.url).searchParams.get('LanguageCode');
        return json(200, { ...CONTACT_FORM, title: `${texts.title} (${lang})`, submitLabel: undefined });
      },
      '/api/Form/SendForm': () => json(200, { errors: {} }),
    });
    const user = userEvent.setup();
    renderWithProviders(<FormsBlock block={BLOCK} />, {
      store,
      initialEntries: [`/${code}/contact`],
      locale: LOCALES[code].languageId,
      messages: MESSAGES[code],
    });
    expect(await screen.findByRole('heading', { level: 2, name: `${texts.title} (${code})` })).toBeInTheDocument();
    expect(new URL(server.requests[0]!.url).searchParams.get('LanguageCode')).toBe(code);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(texts.step);
    await user.click(screen.getByRole('button', { name: texts.next }));
    expect(field(/^Name/)).toHaveAccessibleDescription(texts.required);
    expect(field(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('renders nothing without a form key', () => {
    mockServer({});
    const { container } = renderWithProviders(<FormsBlock block={{ ...BLOCK, parameters: {} }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
