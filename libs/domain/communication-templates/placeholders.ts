/**
 * The placeholders a communication template's text may hold (spec 000 "Template placeholders": case id,
 * primary assignee e-mail and name, submitter e-mail, name and phone number, team member e-mail and name).
 * The spec names what they stand for, not how they are written; the product writes them `{{name}}`
 * (spaces inside the braces allowed: `{{ caseId }}`), a form people know from mail merges and that never
 * occurs in ordinary prose.
 */
export enum TemplatePlaceholder {
  CASE_ID = 'caseId',
  ASSIGNEE_EMAIL = 'assigneeEmail',
  ASSIGNEE_NAME = 'assigneeName',
  SUBMITTER_EMAIL = 'submitterEmail',
  SUBMITTER_NAME = 'submitterName',
  SUBMITTER_PHONE = 'submitterPhone',
  TEAM_MEMBER_EMAIL = 'teamMemberEmail',
  TEAM_MEMBER_NAME = 'teamMemberName',
}

export const TEMPLATE_PLACEHOLDERS: readonly TemplatePlaceholder[] = Object.freeze(Object.values(TemplatePlaceholder));

const known = new Set<string>(TEMPLATE_PLACEHOLDERS);

/** `{{ name }}`: anything between double braces that is not itself a brace counts as a placeholder. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** How a placeholder is written in a template. */
export const placeholderToken = (name: TemplatePlaceholder): string => `{{${name}}}`;

/**
 * Placeholders in `text` that are not the product's, as written (`{{caseNumber}}`), each once, in order of
 * appearance. Names are case-sensitive: `{{CaseId}}` is unknown, so a typo shows when the template is saved
 * rather than as raw braces in a message sent later.
 */
export function findUnknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (!known.has(match[1])) unknown.add(match[0]);
  }
  return [...unknown];
}

/** The product's placeholders `text` uses, each once, in order of first appearance. */
export function findPlaceholders(text: string): TemplatePlaceholder[] {
  const found = new Set<TemplatePlaceholder>();
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (known.has(match[1])) found.add(match[1] as TemplatePlaceholder);
  }
  return [...found];
}

export type PlaceholderValues = Partial<Record<TemplatePlaceholder, string | null | undefined>>;

/**
 * `text` with every known placeholder replaced by its value; a placeholder without a value (a case with no
 * assignee, no team member) becomes empty, never the raw `{{…}}`. Unknown placeholders are left as written
 * (saved templates have none; see findUnknownPlaceholders). Values are inserted as they are: escaping for
 * HTML e-mail is the sender's job.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (token, name: string) =>
    known.has(name) ? (values[name as TemplatePlaceholder] ?? '') : token,
  );
}
