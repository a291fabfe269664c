import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Permission, type Principal, Role } from '#access';
import { type CaseActivityMessage, isVisibleToEmployee } from '#events';

/**
 * Access re-checked for every live event delivered, since assignments and team changes move cases
 * in and out of a caller's reach while it stays subscribed. Checks answer false on any doubt.
 */
@Injectable()
export class CaseLiveAccess {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** May this caller see this event on the case's timeline? */
  async mayReceiveActivity(principal: Principal | undefined, message: CaseActivityMessage): Promise<boolean> {
    if (!principal || !principal.canActIn(message.organizationId)) return false;
    const scoped = principal.inOrganization(message.organizationId);
    // An employee's own case stays its own (checked on subscribing), and who reaches every case of the
    // organization needs no lookup: only reach through assignment can change while subscribed.
    if (scoped.role === Role.USER) return isVisibleToEmployee(message.type);
    if (scoped.has(Permission.GET_ANY_ORG_CASE_BY_ID)) return true;
    return this.isInvolved(scoped.userId, message.caseId);
  }

  /** May this caller hear that a case of its organization's list changed? */
  async mayReceiveListChange(principal: Principal | undefined, message: CaseActivityMessage): Promise<boolean> {
    if (!principal || !principal.canActIn(message.organizationId)) return false;
    const scoped = principal.inOrganization(message.organizationId);
    if (scoped.role === Role.USER) return false;
    if (scoped.has(Permission.QUERY_ANY_ORG_CASE)) return true;
    return this.isInvolved(scoped.userId, message.caseId);
  }

  /** Changes to the caller's assigned cases, including the one that takes a case off its list. */
  async mayReceiveAssignedChange(principal: Principal | undefined, message: CaseActivityMessage): Promise<boolean> {
    if (!principal || !principal.canActIn(message.organizationId)) return false;
    if (message.payload.userId === principal.userId) return true;
    return this.isInvolved(principal.userId, message.caseId);
  }

  private async isInvolved(userId: string, caseId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM case_record c WHERE c.id = $1 AND (c.assigned_to_id = $2 OR c.hr_rep_id = $2
         OR EXISTS (SELECT 1 FROM case_assignee ca WHERE ca.case_id = c.id AND ca.user_id = $2))`,
      [caseId, userId],
    );
    return rows.length > 0;
  }
}
