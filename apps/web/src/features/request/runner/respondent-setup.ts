import type { Employee } from '../RespondentChoice';

/**
 * Whom the answers are for: the signed-in person (employees, a resumed own draft, adding to a case),
 * a choice made on the page (staff starting a request), or an employee named by `?respondentId=`.
 */
export type RespondentSetup =
  { kind: 'self' } | { kind: 'choose'; canSearch: boolean } | { kind: 'fixed'; id: string; employee: Employee | null };

/** Whom a new draft is for: the signed-in person (null), an employee, or an employee still to be chosen. */
export type Target = null | 'pending' | { id: string; employee: Employee | null };

/** The employee's name and e-mail when the link that opened the page carried them (navigation state). */
export function employeeFromState(state: unknown, id: string): Employee | null {
  if (!state || typeof state !== 'object' || !('respondent' in state)) return null;
  const value = (state as { respondent: unknown }).respondent;
  if (!value || typeof value !== 'object') return null;
  const { id: stateId, fullName, email } = value as Partial<Record<keyof Employee, unknown>>;
  if (stateId !== id || typeof fullName !== 'string' || typeof email !== 'string') return null;
  return { id, fullName, email };
}
