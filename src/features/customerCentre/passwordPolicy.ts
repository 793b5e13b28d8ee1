import type { MessageDescriptor } from 'react-intl';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_POLICY_MESSAGES,
} from '../../../contract/accountRules';
import { isApiError } from '../../api/apiError';
import { accountMessages as m } from './accountMessages';

/** The password policy of docs/account-api.md (ResetPasswordByToken, ChangePassword). */
export type PasswordProblem = keyof typeof PASSWORD_POLICY_MESSAGES;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** What is wrong with a new password, checked before it is sent; null when it keeps the policy. */
export function passwordProblem(password: string, username: string | null | undefined): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (username && sameName(password, username)) return 'equalsUsername';
  return null;
}

/** The policy problem a 400 names in fields.newPassword (the server's own check), or null. */
export function serverPasswordProblem(error: unknown): PasswordProblem | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const body = error.response as { fields?: Record<string, unknown> } | null | undefined;
  const text = body?.fields?.newPassword;
  if (typeof text !== 'string') return null;
  const match = (Object.keys(PASSWORD_POLICY_MESSAGES) as PasswordProblem[]).find(
    (problem) => PASSWORD_POLICY_MESSAGES[problem] === text,
  );
  // Any other complaint about the new password is still about the policy: the length rule is the one shown.
  return match ?? 'tooShort';
}

export const PASSWORD_PROBLEM_TEXT: Record<PasswordProblem, MessageDescriptor> = {
  tooShort: m.passwordTooShort,
  tooLong: m.passwordTooLong,
  equalsUsername: m.passwordEqualsUsername,
};

export const POLICY_VALUES = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
