/**
 * The seeded forms (server/seed/forms.ts) through the `forms` content block against the real SendForm:
 * - the contact form (/en/contact, 2 steps): step 1 → step 2 → send → the server rejects the e-mail address
 *   'mette@hansen-el' (the browser's e-mail syntax and the storefront's check accept it; the server's shared rule
 *   wants a public domain: `emailDomain`, docs/forms-api.md) → the form is back on step 1 with the error at the
 *   field → corrected → success, and the mail is in the outbox;
 * - the trade-account application in Danish (/opret-handelskonto, 3 steps): the step indicator says 'Trin 3 af 3',
 *   an attached PDF (multipart) → success, and the mail carries the attachment.
 *
 * Rate limits (server/config.ts: FORM_MAX_SUBMISSIONS_PER_IP 20 accepted an hour, FORM_MAX_ATTEMPTS_PER_IP 120
 * requests in 10 minutes, per client IP — every spec comes from 127.0.0.1): this file sends 3 SendForm requests,
 * 2 of them accepted (6 / 4 with CI's one retry each), and e2e/server.ts starts a fresh server per run, so the
 * defaults are kept and the journeys never meet them.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eDataDir } from './dataDir';
import { escapeRegExp, t } from './support';

/** A sender address of its own per test (the mail's Reply-To finds its mail in the shared outbox). */
const senderAddress = (local: string, domain: string) => `${local}+${test.info().testId.replace(/[^a-z0-9]/gi, '').slice(0, 12)}@${domain}`;

/** The form mail (`<time>-<outbox id>-form.eml`) in the server's outbox with Reply-To `address`. */
async function formMail(address: string): Promise<string> {
  const replyTo = new RegExp(`^Reply-To: .*${escapeRegExp(address)}`, 'im');
  const outbox = path.join(e2eDataDir(), 'outbox');
  let found = '';
  await expect
    .poll(
      async () => {
        const names = (await readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith('-form.eml')).sort().reverse();
        for (const name of names) {
          const raw = await readFile(path.join(outbox, name), 'utf8');
          if (replyTo.test(raw)) {
            found = raw;
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000, message: `a form mail with Reply-To ${address} in the outbox` },
    )
    .toBe(true);
  return found;
}

/** The step heading of the form: 'Step 2 of 3' is part of its accessible name (what a screen reader says on focus). */
const stepHeading = (page: Page, name: RegExp) => page.getByRole('main').getByRole('heading', { level: 3, name });

test('contact form: step 1 → step 2 → the server’s error at the e-mail field → corrected → sent', async ({ page }) => {
  const address = senderAddress('mette', 'hansen-el.dk');
  await page.goto('/en/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await expect(stepHeading(page, /^Step 1 of 2\s*Your details$/)).toBeVisible();

  // Step 1 — an address the storefront accepts and the server does not.
  await form.getByRole('textbox', { name: /^Name/ }).fill('Mette Hansen');
  const email = form.getByRole('textbox', { name: /^E-mail/ });
  await email.fill(address.replace(/\.dk$/, ''));
  await form.getByRole('button', { name: t('en', 'forms.next') }).click();

  // Step 2.
  await expect(stepHeading(page, /^Step 2 of 2\s*Your enquiry$/)).toBeFocused();
  await expect(page.getByRole('list', { name: t('en', 'forms.stepsLabel') }).getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
  await form.getByRole('combobox', { name: /^Subject/ }).selectOption({ label: 'An order or delivery' });
  await form.getByRole('textbox', { name: /^Message/ }).fill('When will order 100045 be delivered?');
  await form.getByRole('checkbox', { name: /^I agree that Nordlys Teknik stores my details/ }).check();
  const firstSend = page.waitForResponse((r) => r.url().includes('/api/Form/SendForm'));
  await form.getByRole('button', { name: 'Send message' }).click();
  const answer = await firstSend;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ errors: { email: 'emailDomain' } });

  // Back on step 1 with the server's error at the field; nothing typed is lost.
  await expect(stepHeading(page, /^Step 1 of 2/)).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(t('en', 'forms.error.emailDomain'));
  await expect(email).toBeFocused();
  await expect(email).toHaveValue(address.replace(/\.dk$/, ''));
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('Mette Hansen');

  // Corrected: the error goes as soon as the field changes.
  await email.fill(address);
  await expect(email).not.toHaveAttribute('aria-invalid');
  await form.getByRole('button', { name: t('en', 'forms.next') }).click();
  await expect(form.getByRole('textbox', { name: /^Message/ })).toHaveValue('When will order 100045 be delivered?');
  await expect(form.getByRole('checkbox', { name: /^I agree/ })).toBeChecked();
  const secondSend = page.waitForResponse((r) => r.url().includes('/api/Form/SendForm'));
  await form.getByRole('button', { name: 'Send message' }).click();
  expect(await (await secondSend).json()).toEqual({ errors: {} });

  await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'We have received your enquiry' })).toBeVisible();

  const mail = await formMail(address);
  // In the form's mail language (the area's default, Danish).
  expect(mail).toMatch(/^Subject: Skriv til os \(/m);
});

test('trade-account application in Danish: three steps, the indicator says step 3 of 3, a PDF attached → sent', async ({ page }) => {
  const address = senderAddress('peter', 'jensen-vvs.dk');
  await page.goto('/opret-handelskonto');
  const form = page.getByRole('form', { name: 'Ansøgning om handelskonto' });
  const next = form.getByRole('button', { name: t('da', 'forms.next') });
  await expect(stepHeading(page, /^Trin 1 af 3\s*Virksomhed$/)).toBeVisible();

  // A required field left empty: 'Next' stays on the step and says so at the field.
  await next.click();
  const companyName = form.getByRole('textbox', { name: /^Firmanavn/ });
  await expect(companyName).toHaveAttribute('aria-invalid', 'true');
  await expect(companyName).toHaveAccessibleDescription(t('da', 'forms.error.required'));
  await expect(stepHeading(page, /^Trin 1 af 3/)).toBeVisible();

  await companyName.fill('Jensen VVS ApS');
  await form.getByRole('textbox', { name: /^CVR- eller momsnummer/ }).fill('DK38412790');
  await form.getByRole('combobox', { name: /^Branche/ }).selectOption({ label: 'VVS-installatør' });
  await form.getByRole('textbox', { name: /^Antal medarbejdere/ }).fill('12');
  await next.click();

  await expect(stepHeading(page, /^Trin 2 af 3\s*Kontaktperson og adresse$/)).toBeFocused();
  await form.getByRole('textbox', { name: /^Navn/ }).fill('Peter Jensen');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(address);
  await form.getByRole('textbox', { name: /^Telefon/ }).fill('+45 86 12 34 56');
  await form.getByRole('textbox', { name: /^Adresse/ }).fill('Havnegade 4');
  await form.getByRole('textbox', { name: /^Postnummer/ }).fill('8000');
  await form.getByRole('textbox', { name: /^By/ }).fill('Aarhus C');
  await form.getByRole('combobox', { name: /^Land/ }).selectOption({ label: 'Danmark' });
  await next.click();

  await expect(stepHeading(page, /^Trin 3 af 3\s*Konto og vilkår$/)).toBeFocused();
  const steps = page.getByRole('list', { name: t('da', 'forms.stepsLabel') }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(0)).toContainText(`(${t('da', 'forms.stepCompleted')})`);

  await form.getByRole('combobox', { name: /^Forventet indkøb/ }).selectOption({ label: 'Ugentlige ordrer' });
  await form.getByRole('combobox', { name: /^Ønsket betaling/ }).selectOption({ label: 'Faktura (efter kreditvurdering)' });
  const document = form.getByLabel(/^Firmaattest eller seneste årsrapport/);
  await expect(document).toHaveAccessibleDescription(/PDF, JPG eller PNG, højst 5 MB/);
  await document.setInputFiles({ name: 'firmaattest.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%e2e\n') });
  await expect(form.getByRole('button', { name: /firmaattest\.pdf/ })).toBeVisible();
  await form.getByRole('checkbox', { name: /^Jeg accepterer handelsbetingelserne/ }).check();

  const send = page.waitForResponse((r) => r.url().includes('/api/Form/SendForm'));
  await form.getByRole('button', { name: 'Send ansøgning' }).click();
  const answer = await send;
  expect(answer.request().headers()['content-type']).toMatch(/^multipart\/form-data/);
  expect(await answer.json()).toEqual({ errors: {} });
  await expect(page.getByRole('heading', { name: 'Tak for din ansøgning' })).toBeFocused();

  const mail = await formMail(address);
  expect(mail).toContain('firmaattest.pdf');
});
