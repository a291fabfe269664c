const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date (YYYY-MM-DD) as "1 Dec 2026"; anything else is shown as given. */
export function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  const name = MONTHS[Number(month) - 1];
  return name ? `${Number(day)} ${name} ${year}` : value;
}

export interface DecisionOutcome {
  isApproved: boolean;
  isNoDecision: boolean;
}

export type Outcome = 'approve' | 'deny' | 'none';

export function outcomeOf(decision: DecisionOutcome): Outcome {
  return decision.isNoDecision ? 'none' : decision.isApproved ? 'approve' : 'deny';
}

export const OUTCOME_LABELS: Readonly<Record<Outcome, string>> = {
  approve: 'Approved',
  deny: 'Denied',
  none: 'No decision',
};

export const OUTCOME_COLORS: Readonly<Record<Outcome, 'success' | 'error' | 'default'>> = {
  approve: 'success',
  deny: 'error',
  none: 'default',
};

/** "1 Dec 2026 – 31 May 2027", "from 1 Dec 2026, indefinite", or null when the decision has no dates. */
export function decisionPeriod(decision: {
  isIndefinite: boolean;
  startDate?: string | null;
  endDate?: string | null;
}): string | null {
  if (!decision.startDate) return null;
  const start = formatCalendarDate(decision.startDate);
  if (decision.isIndefinite) return `from ${start}, indefinite`;
  if (!decision.endDate) return `from ${start}`;
  return `${start} – ${formatCalendarDate(decision.endDate)}`;
}

/** Problems with a decision's dates, by field; empty when they are fine. */
export function datesProblems(dates: { isIndefinite: boolean; startDate: string; endDate: string }): {
  startDate?: string;
  endDate?: string;
} {
  const problems: { startDate?: string; endDate?: string } = {};
  if (!dates.startDate) problems.startDate = 'Give a start date.';
  if (!dates.isIndefinite) {
    if (!dates.endDate) problems.endDate = 'Give an end date, or make the decision indefinite.';
    else if (dates.startDate && dates.endDate < dates.startDate) {
      problems.endDate = 'The end date must be on or after the start date.';
    }
  }
  return problems;
}

/**
 * The api names the field it refuses ("endDate: must be on or after the start date"): the field and
 * the message, so the dialog can show it at that field.
 */
export function fieldOfMessage(message: string): { field: string | null; text: string } {
  const match = /^([A-Za-z][A-Za-z0-9.]*): (.+)$/s.exec(message);
  if (!match) return { field: null, text: message };
  const text = match[2];
  return { field: match[1], text: text.charAt(0).toUpperCase() + text.slice(1) };
}
