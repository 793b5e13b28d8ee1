/**
 * Form definitions as the content stores them (table `forms`, docs/forms-api.md): steps and fields with their
 * texts per language code. checkDefinition() guards what is stored (the seed and any editor go through it);
 * localize() gives the storefront the form in one language, without the recipient.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { isValidPattern } from '../../../common/forms/rules';
import type { FormDefinition, FormField } from '../../../contract/forms';
import { ATTACHMENT_TYPES, FORM_FIELD_TYPES, MAX_FILE_BYTES, MAX_FILES_PER_FIELD } from '../../../common/forms/fields';

/** A text per language code ('da', 'en', …); a missing language falls back (localize). */
const Texts = Type.Record(Type.String({ pattern: '^[a-z]{2}$' }), Type.String({ minLength: 1, maxLength: 2000 }));
export type Texts = Static<typeof Texts>;

const FIELD_NAME = '^[A-Za-z][A-Za-z0-9_]{0,63}$';

const StoredField = Type.Object(
  {
    name: Type.String({ pattern: FIELD_NAME }),
    type: Type.Union(FORM_FIELD_TYPES.map((t) => Type.Literal(t))),
    label: Texts,
    help: Type.Optional(Texts),
    placeholder: Type.Optional(Texts),
    required: Type.Optional(Type.Boolean()),
    autocomplete: Type.Optional(Type.String({ maxLength: 60 })),
    minLength: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
    maxLength: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    pattern: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
    patternMessage: Type.Optional(Texts),
    min: Type.Optional(Type.Union([Type.Number(), Type.String()])),
    max: Type.Optional(Type.Union([Type.Number(), Type.String()])),
    integer: Type.Optional(Type.Boolean()),
    options: Type.Optional(
      Type.Array(Type.Object({ value: Type.String({ minLength: 1, maxLength: 100 }), label: Texts }, { additionalProperties: false }), {
        minItems: 1,
        maxItems: 200,
      }),
    ),
    accept: Type.Optional(Type.Array(Type.Union(ATTACHMENT_TYPES.map((t) => Type.Literal(t))), { minItems: 1 })),
    maxFileBytes: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_FILE_BYTES })),
    maxFiles: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_FILES_PER_FIELD })),
    width: Type.Optional(Type.Union([Type.Literal('full'), Type.Literal('half')])),
  },
  { additionalProperties: false },
);
export type StoredField = Static<typeof StoredField>;

export const StoredFormDefinition = Type.Object(
  {
    title: Texts,
    intro: Type.Optional(Texts),
    submitLabel: Type.Optional(Texts),
    successTitle: Texts,
    successMessage: Texts,
    /** Name of the spam-trap field (default 'homepage'). */
    honeypot: Type.Optional(Type.String({ pattern: FIELD_NAME })),
    /** Language of the mail to the recipient (default: the area's default language). */
    mailLanguage: Type.Optional(Type.String({ pattern: '^[a-z]{2}$' })),
    steps: Type.Array(
      Type.Object({ title: Texts, fields: Type.Array(StoredField, { minItems: 1, maxItems: 50 }) }, { additionalProperties: false }),
      { minItems: 1, maxItems: 10 },
    ),
  },
  { additionalProperties: false },
);
export type StoredFormDefinition = Static<typeof StoredFormDefinition>;

export const DEFAULT_HONEYPOT = 'homepage';

export function honeypotOf(definition: StoredFormDefinition): string {
  return definition.honeypot ?? DEFAULT_HONEYPOT;
}

export function allFields(definition: { steps: readonly { fields: readonly StoredField[] }[] }): StoredField[] {
  return definition.steps.flatMap((s) => s.fields);
}

const isDateBound = (v: unknown) => v === 'today' || (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v));

/** The problems of a definition (empty when it can be stored): shape, unique names, rules that fit the type. */
export function definitionProblems(value: unknown): string[] {
  if (!Value.Check(StoredFormDefinition, value)) {
    return [...Value.Errors(StoredFormDefinition, value)].slice(0, 10).map((e) => `${e.path || '/'} ${e.message}`);
  }
  const problems: string[] = [];
  const names = new Set<string>();
  const honeypot = honeypotOf(value);
  allFields(value).forEach((field) => {
    const at = `field '${field.name}'`;
    if (names.has(field.name)) problems.push(`${at} appears twice`);
    names.add(field.name);
    if (field.name === honeypot) problems.push(`${at} has the honeypot's name`);
    if (field.type === 'select' && !field.options) problems.push(`${at} (select) needs options`);
    if (field.type === 'file' && !field.accept) problems.push(`${at} (file) needs accept`);
    if (field.pattern !== undefined && !isValidPattern(field.pattern)) problems.push(`${at} has an invalid pattern`);
    if (field.pattern !== undefined && field.type !== 'text' && field.type !== 'tel') problems.push(`${at}: a pattern only applies to text and tel`);
    if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength) {
      problems.push(`${at}: minLength is above maxLength`);
    }
    for (const bound of [field.min, field.max]) {
      if (bound === undefined) continue;
      if (field.type === 'number' && typeof bound !== 'number') problems.push(`${at}: number bounds must be numbers`);
      if (field.type === 'date' && !isDateBound(bound)) problems.push(`${at}: date bounds must be 'YYYY-MM-DD' or 'today'`);
      if (field.type !== 'number' && field.type !== 'date') problems.push(`${at}: min/max only apply to number and date`);
    }
  });
  return problems;
}

/** The definition, or an error naming what is wrong (for content that is stored: seed, editors). */
export function checkDefinition(formKey: string, value: unknown): StoredFormDefinition {
  const problems = definitionProblems(value);
  if (problems.length > 0) throw new Error(`Form '${formKey}' is invalid: ${problems.join('; ')}`);
  return value as StoredFormDefinition;
}

/** The text in `language`, else in the fallback language, else English, else any. */
export function textIn(texts: Texts, language: string, fallback: string): string {
  return texts[language] ?? texts[fallback] ?? texts.en ?? Object.values(texts)[0] ?? '';
}

/** One field in one language (what the storefront shows, and what the shared rules check). */
export function localizeField(f: StoredField, language: string, fallback: string): FormField {
  const t = (texts: Texts | undefined) => (texts ? textIn(texts, language, fallback) : undefined);
  const out: FormField = { name: f.name, type: f.type, label: textIn(f.label, language, fallback), required: f.required ?? false };
  const optional = {
    help: t(f.help),
    placeholder: t(f.placeholder),
    autocomplete: f.autocomplete,
    minLength: f.minLength,
    maxLength: f.maxLength,
    pattern: f.pattern,
    patternMessage: t(f.patternMessage),
    min: f.min,
    max: f.max,
    integer: f.integer,
    options: f.options?.map((o) => ({ value: o.value, label: textIn(o.label, language, fallback) })),
    accept: f.accept,
    maxFileBytes: f.maxFileBytes,
    maxFiles: f.maxFiles,
    width: f.width,
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) Object.assign(out, { [key]: value });
  return out;
}

/** The form as the storefront gets it (GetForm): texts in one language, no recipient, no mail settings. */
export function localize(formKey: string, definition: StoredFormDefinition, language: string, fallback: string): FormDefinition {
  const t = (texts: Texts) => textIn(texts, language, fallback);
  const form: FormDefinition = {
    formKey,
    title: t(definition.title),
    successTitle: t(definition.successTitle),
    successMessage: t(definition.successMessage),
    honeypot: honeypotOf(definition),
    steps: definition.steps.map((s) => ({ title: t(s.title), fields: s.fields.map((f) => localizeField(f, language, fallback)) })),
  };
  if (definition.intro) form.intro = t(definition.intro);
  if (definition.submitLabel) form.submitLabel = t(definition.submitLabel);
  return form;
}
