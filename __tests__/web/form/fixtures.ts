import type { FormDefinition } from '../../../src/api/formTypes';

/** A 2-step contact form as GetForm serves it in English (as the demo seed's). */
export const CONTACT_FORM: FormDefinition = {
  formKey: 'contact',
  title: 'Send us a message',
  intro: 'We reply within one working day.',
  submitLabel: 'Send message',
  successTitle: 'Thank you for your message',
  successMessage: 'We have received your enquiry.',
  honeypot: 'homepage',
  steps: [
    {
      title: 'Your details',
      fields: [
        { name: 'name', type: 'text', label: 'Name', required: true, maxLength: 100, width: 'half' },
        { name: 'email', type: 'email', label: 'E-mail', required: true, width: 'half' },
        { name: 'phone', type: 'tel', label: 'Phone', required: false },
        {
          name: 'customerNumber',
          type: 'text',
          label: 'Customer number',
          required: false,
          help: 'If you are already a customer.',
          pattern: '\\d{5}',
          patternMessage: 'The customer number has 5 digits, e.g. 10001.',
        },
      ],
    },
    {
      title: 'Your enquiry',
      fields: [
        {
          name: 'topic',
          type: 'select',
          label: 'Subject',
          required: true,
          options: [
            { value: 'order', label: 'An order or delivery' },
            { value: 'other', label: 'Something else' },
          ],
        },
        { name: 'message', type: 'textarea', label: 'Message', required: true, minLength: 10, maxLength: 4000 },
        { name: 'consent', type: 'checkbox', label: 'I agree that my details are stored.', required: true },
      ],
    },
  ],
};
