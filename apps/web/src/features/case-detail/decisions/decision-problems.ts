import { fieldOfMessage } from './decision-format';

/** Sends the change; resolves to the api's message when it refuses, or null when it succeeded. */
export type SubmitChange<T> = (value: T) => Promise<string | null>;

/** A problem text by field name. */
export type Problems = Partial<Record<string, string>>;

/** The order fields are checked in, so focus goes to the first one with a problem. */
export const FIELD_ORDER = [
  'outcome',
  'startDate',
  'endDate',
  'decisionText',
  'category',
  'cost',
  'visitType',
  'filePath',
  'medicine',
  'dosage',
  'dosingFrequency',
  'treatmentPeriod',
  'refillCount',
  'pharmacyInstructions',
];

/**
 * Shows what the api refused: at the field it names when the dialog has that field, otherwise above
 * the form. Returns the problems to show.
 */
export function serverProblems(
  message: string,
  known: readonly string[],
): { problems: Problems; general: string | null } {
  const { field, text } = fieldOfMessage(message);
  if (field && known.includes(field)) return { problems: { [field]: text }, general: null };
  return { problems: {}, general: message };
}

/** Moves focus to the first field with a problem, once it is shown. */
export function focusFirst(base: string, problems: Problems) {
  const first = FIELD_ORDER.find((field) => problems[field]);
  if (first) window.setTimeout(() => document.getElementById(`${base}-${first}`)?.focus(), 0);
}
