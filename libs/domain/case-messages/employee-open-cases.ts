import type { EntityManager } from 'typeorm';
import { toE164 } from '#domain/sms-consent';

export interface OpenCaseOfSender {
  caseId: string;
  organizationId: string;
  shortId: string;
  employeeId: string;
}

/**
 * The digit strings a stored phone number may reduce to when toE164 reads it as `e164`: the number with its
 * country code, with a `00` prefix, and for US numbers the 10-digit national form.
 */
export function storedDigitForms(e164: string): string[] {
  const digits = e164.slice(1);
  const forms = [digits, `00${digits}`];
  if (digits.length === 11 && digits.startsWith('1')) forms.push(digits.slice(1));
  return forms;
}

/**
 * The open cases (not archived) of the employees whose phone number is `e164`, latest first. Stored
 * numbers are free text ("555-201-0002", "+1 (555) 201 0002"): the database narrows them by their digits,
 * and toE164 decides, so the match is the one used when the product texts them.
 */
export async function openCasesOfSender(manager: EntityManager, e164: string): Promise<OpenCaseOfSender[]> {
  return (await openCasesOfSenders(manager, [e164])).get(e164) ?? [];
}

/** openCasesOfSender for several numbers (the senders of a batch) in one statement: each number's cases. */
export async function openCasesOfSenders(
  manager: EntityManager,
  e164s: readonly string[],
): Promise<Map<string, OpenCaseOfSender[]>> {
  const senders = new Set(e164s);
  const byNumber = new Map<string, OpenCaseOfSender[]>([...senders].map((e164) => [e164, []]));
  if (senders.size === 0) return byNumber;
  const rows: (OpenCaseOfSender & { phoneNumber: string })[] = await manager.query(
    `SELECT c.id AS "caseId", c.organization_id AS "organizationId", c.short_id AS "shortId",
            u.id AS "employeeId", u.phone_number AS "phoneNumber"
       FROM app_user u
       JOIN case_record c ON c.submitter_id = u.id
      WHERE regexp_replace(u.phone_number, '\\D', '', 'g') = ANY($1)
        AND NOT c.is_archived
      ORDER BY c.created_at DESC, c.id DESC`,
    [[...senders].flatMap(storedDigitForms)],
  );
  for (const { phoneNumber, caseId, organizationId, shortId, employeeId } of rows) {
    const e164 = toE164(phoneNumber);
    if (e164 !== null) byNumber.get(e164)?.push({ caseId, organizationId, shortId, employeeId });
  }
  return byNumber;
}
