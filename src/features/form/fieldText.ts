import type { IntlShape } from 'react-intl';
import { maxFileBytesOf, maxLengthOf, localIsoDate } from '../../../common/forms/rules';
import type { FormErrorCode, FormField } from '../../api/formTypes';
import {
  errorFileCountMessage,
  errorFileSizeMessage,
  errorFileTypeMessage,
  errorMaxDateMessage,
  errorMaxLengthMessage,
  errorMaxMessage,
  errorMinDateMessage,
  errorMinLengthMessage,
  errorMinMessage,
  fileLimitsMessage,
  formMessages as m,
} from './messages';

const TYPE_NAMES: Record<string, string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPG', 'image/png': 'PNG' };

/** 'today' → today's date in the browser; an ISO date stays. */
export function dateBound(bound: number | string | undefined): string | undefined {
  if (bound === 'today') return localIsoDate(new Date());
  return typeof bound === 'string' ? bound : undefined;
}

function formatDate(intl: IntlShape, iso: string | undefined): string {
  if (!iso) return '';
  const [y, mo, d] = iso.split('-').map(Number);
  return intl.formatDate(new Date(y!, (mo ?? 1) - 1, d ?? 1), { dateStyle: 'medium' });
}

/** The accepted types by their common names ('PDF, JPG or PNG'). */
function fileTypes(intl: IntlShape, field: FormField, type: 'disjunction' | 'conjunction'): string {
  return intl.formatList((field.accept ?? []).map((t) => TYPE_NAMES[t] ?? t), { type });
}

/** The largest file a field takes, in MB (2^20 bytes, as the server counts). */
function fileSize(intl: IntlShape, field: FormField): string {
  return `${intl.formatNumber(maxFileBytesOf(field) / (1024 * 1024), { maximumFractionDigits: 1 })} MB`;
}

/** A file field's limits from its definition ('PDF, JPG or PNG, at most 5 MB.'): its hint when it has no help text. */
export function fileLimitsText(intl: IntlShape, field: FormField): string {
  return intl.formatMessage(fileLimitsMessage, {
    types: fileTypes(intl, field, 'disjunction'),
    size: fileSize(intl, field),
    maxFiles: field.maxFiles ?? 1,
  });
}

/** The message shown at a field for an error code (SendForm's codes, docs/forms-api.md). */
export function errorText(intl: IntlShape, field: FormField, code: FormErrorCode): string {
  switch (code) {
    case 'required':
      if (field.type === 'checkbox') return intl.formatMessage(m.errorRequiredCheckbox);
      if (field.type === 'select') return intl.formatMessage(m.errorRequiredChoice);
      if (field.type === 'file') return intl.formatMessage(m.errorRequiredFile);
      return intl.formatMessage(m.errorRequired);
    case 'min':
      return field.type === 'date'
        ? intl.formatMessage(errorMinDateMessage, { min: formatDate(intl, dateBound(field.min)) })
        : intl.formatMessage(errorMinMessage, { min: intl.formatNumber(Number(field.min)) });
    case 'max':
      return field.type === 'date'
        ? intl.formatMessage(errorMaxDateMessage, { max: formatDate(intl, dateBound(field.max)) })
        : intl.formatMessage(errorMaxMessage, { max: intl.formatNumber(Number(field.max)) });
    case 'minLength':
      return intl.formatMessage(errorMinLengthMessage, { min: field.minLength ?? 0 });
    case 'maxLength':
      return intl.formatMessage(errorMaxLengthMessage, { max: maxLengthOf(field) });
    case 'pattern':
      return field.patternMessage ?? intl.formatMessage(m.errorPattern);
    case 'fileType':
      return intl.formatMessage(errorFileTypeMessage, { types: fileTypes(intl, field, 'disjunction') });
    case 'fileSize':
      return intl.formatMessage(errorFileSizeMessage, { size: fileSize(intl, field) });
    case 'fileCount':
      return intl.formatMessage(errorFileCountMessage, { max: field.maxFiles ?? 1 });
    case 'email':
      return intl.formatMessage(m.errorEmail);
    case 'emailDomain':
      return intl.formatMessage(m.errorEmailDomain);
    case 'tel':
      return intl.formatMessage(m.errorTel);
    case 'number':
      return intl.formatMessage(m.errorNumber);
    case 'integer':
      return intl.formatMessage(m.errorInteger);
    case 'date':
      return intl.formatMessage(m.errorDate);
    case 'option':
      return intl.formatMessage(m.errorOption);
    default:
      return intl.formatMessage(m.errorPattern);
  }
}
