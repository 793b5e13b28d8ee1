import { File as NodeFile } from 'node:buffer';
import { makeStore } from '../../../src/app/store';
import { sendFormBody, type SendFormArgs } from '../../../src/features/form/formApi';
import { formErrorsReceived, formRegistered, selectFormErrors, selectFormStep, stepSet } from '../../../src/features/form/formSlice';
import { submitForm } from '../../../src/features/form/submitForm';
import { json, mockServer } from '../account/fixtures';
import { expectNetworkErrorReport } from '../networkErrorReport';

const STEP_FIELDS = [
  ['name', 'email'],
  ['topic', 'message', 'consent'],
];

const request = (overrides: Partial<SendFormArgs> = {}): SendFormArgs => ({
  areaId: 'b2b',
  languageCode: 'en',
  formKey: 'contact',
  values: { name: 'Mette', email: 'mette@hansen-el.dk', topic: 'order', message: 'Where is my order?', consent: true, homepage: '' },
  pageUrl: '/en/contact',
  files: {},
  ...overrides,
});

function storeOnLastStep() {
  const store = makeStore();
  store.dispatch(formRegistered({ formKey: 'contact', steps: 2 }));
  store.dispatch(stepSet({ formKey: 'contact', step: 1 }));
  return store;
}

describe('submitForm (SPEC §5 form submit)', () => {
  it('sends the values; an answer without errors clears the stored errors and starts the form over', async () => {
    const server = mockServer({ '/api/Form/SendForm': () => json(200, { errors: {} }) });
    const store = storeOnLastStep();
    store.dispatch(formErrorsReceived({ formKey: 'contact', errors: { email: 'emailDomain' } }));
    const outcome = await store.dispatch(submitForm({ request: request(), stepFields: STEP_FIELDS }));
    expect(outcome).toEqual({ status: 'sent' });
    expect(await server.bodiesOf('/api/Form/SendForm')).toEqual([
      {
        areaId: 'b2b',
        languageCode: 'en',
        formKey: 'contact',
        values: { name: 'Mette', email: 'mette@hansen-el.dk', topic: 'order', message: 'Where is my order?', consent: true, homepage: '' },
        pageUrl: '/en/contact',
      },
    ]);
    expect(server.requests[0]!.headers.get('content-type')).toMatch(/application\/json/);
    expect(selectFormErrors(store.getState(), 'contact')).toEqual({});
    expect(selectFormStep(store.getState(), 'contact')).toBe(0);
  });

  it('stores the server’s errors per field and goes to the step of the first invalid field', async () => {
    mockServer({ '/api/Form/SendForm': () => json(200, { errors: { email: 'emailDomain', message: 'minLength' } }) });
    const store = storeOnLastStep();
    const outcome = await store.dispatch(submitForm({ request: request(), stepFields: STEP_FIELDS }));
    expect(outcome).toEqual({ status: 'invalid', errors: { email: 'emailDomain', message: 'minLength' }, step: 0 });
    expect(selectFormErrors(store.getState(), 'contact')).toEqual({ email: 'emailDomain', message: 'minLength' });
    expect(selectFormStep(store.getState(), 'contact')).toBe(0);
  });

  it('stays on the last step when the first invalid field is there', async () => {
    mockServer({ '/api/Form/SendForm': () => json(200, { errors: { consent: 'required' } }) });
    const store = storeOnLastStep();
    const outcome = await store.dispatch(submitForm({ request: request(), stepFields: STEP_FIELDS }));
    expect(outcome).toMatchObject({ status: 'invalid', step: 1 });
    expect(selectFormStep(store.getState(), 'contact')).toBe(1);
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch')), 'network'],
    ['a server error', () => json(500, { message: 'An unexpected server error occurred.', statusCode: 500 }), 'server'],
    ['the rate limit', () => json(429, { message: 'Too many forms', statusCode: 429 }, { 'retry-after': '120' }), 'throttled'],
  ])('changes nothing on %s', async (_name, answer, reason) => {
    mockServer({ '/api/Form/SendForm': answer as () => Response });
    const report = reason === 'network' ? expectNetworkErrorReport('sendForm') : null;
    const store = storeOnLastStep();
    store.dispatch(formErrorsReceived({ formKey: 'contact', errors: { email: 'emailDomain' } }));
    const before = store.getState().form;
    const outcome = await store.dispatch(submitForm({ request: request(), stepFields: STEP_FIELDS }));
    expect(outcome).toMatchObject({ status: 'failed', reason });
    expect(store.getState().form).toEqual(before);
    report?.verify();
  });

  it('sends multipart with the JSON in `payload` and the files named by their field when there are files', async () => {
    const server = mockServer({ '/api/Form/SendForm': () => json(200, { errors: {} }) });
    const store = storeOnLastStep();
    // Node's File: the test environment's FormData (Node's) does not take jsdom's files; browsers have one kind.
    const file = new NodeFile(['%PDF-1.4 test'], 'attest.pdf', { type: 'application/pdf' }) as unknown as File;
    await store.dispatch(submitForm({ request: request({ formKey: 'trade-account', files: { document: [file], empty: [] } }), stepFields: STEP_FIELDS }));
    const sent = await server.requests[0]!.formData();
    expect(JSON.parse(sent.get('payload') as string)).toMatchObject({ formKey: 'trade-account', values: { name: 'Mette' } });
    const part = sent.get('document') as File;
    expect(part.name).toBe('attest.pdf');
    expect(await part.text()).toBe('%PDF-1.4 test');
    expect(sent.has('empty')).toBe(false);
    expect(sendFormBody(request())).not.toBeInstanceOf(FormData);
  });
});
