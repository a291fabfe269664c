import type { EntityManager } from 'typeorm';
import { normalizedAddress, senderAddressOf } from './email-addresses.js';

export interface ReplyTargetCase {
  caseId: string;
  organizationId: string;
  employeeId: string;
  isArchived: boolean;
  /** The sender's address as compared (lower case, no display name). */
  sender: string;
}

/**
 * The case a reply address leads to, when the e-mail's sender is that case's employee (addresses compared
 * case-insensitively, display names stripped); null for anyone else, who may not write into the case.
 */
export async function caseOfSender(
  manager: EntityManager,
  target: { caseId: string; organizationId: string },
  fromHeader: string,
): Promise<ReplyTargetCase | null> {
  const sender = senderAddressOf(fromHeader);
  if (!sender) return null;
  const [row]: (Omit<ReplyTargetCase, 'sender'> & { email: string | null })[] = await manager.query(
    `SELECT c.id AS "caseId", c.organization_id AS "organizationId", c.is_archived AS "isArchived",
            u.id AS "employeeId", u.email
       FROM case_record c JOIN app_user u ON u.id = c.submitter_id
      WHERE c.id = $1 AND c.organization_id = $2`,
    [target.caseId, target.organizationId],
  );
  if (!row?.email || normalizedAddress(row.email) !== sender) return null;
  const { caseId, organizationId, employeeId, isArchived } = row;
  return { caseId, organizationId, employeeId, isArchived, sender };
}
