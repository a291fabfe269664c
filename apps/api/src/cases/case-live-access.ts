import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Permission, type Principal, Role } from '#access';
import { type CaseActivityMessage, isVisibleToEmployee } from '#events';

/**
 * Access re-checked for every live event delivered, since assignments and team changes move cases
 * in and out of a caller's reach while it stays subscribed. Checks answer false on any doubt.
 *
 * Who is involved in the event's case is looked up once per published event, not once per subscriber:
 * Redis pub/sub hands every subscriber of a topic the same message object, and the answer is kept with it
 * (and goes when it goes). Each subscriber's check is then a set lookup, made against the case as it was
 * when its event was delivered, as before; the next event looks again.
 */
@Injectable()
export class CaseLiveAccess {
  private readonly involvedByEvent = new WeakMap<CaseActivityMessage, Promise<ReadonlySet<string>>>();

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** May this caller see this event on the case's timeline? */
  async mayReceiveActivity(principal: Principal | undefined, message: CaseActivityMessage): Promise<boolean> {
    if (!principal || !principal.canActIn(message.organizationId)) return false;
    const scoped = principal.inOrganization(message.organizationId);
    // An employee's own case stays its own (checked on subscribing), and who reaches every case of the
    // organization needs no lookup: only reach through assignment can change while subscribed.
    if (scoped.role === Role.USER) return isVisibleToEmployee(message.type);
    if (scoped.has(Permission.GET_ANY_ORG_CASE_BY_ID)) return true;
    return this.isInvolved(scoped.userId, message);
  }

  /** May this caller hear that a case of its organization's list changed? */
  async mayReceiveListChange(principal: Principal | undefined, message: CaseActivityMessage): Promise<boolean> {
    if (!principal || !principal.canActIn(message.organizationId)) return false;
    const scoped = principal.inOrganization(message.organizationId);
    if (scoped.role === Role.USER) return false;
    if (scoped.has(Permission.QUERY_ANY_ORG_CASE)) return true;
    return this.isInvolved(scoped.userId, message);
  }

  /** Changes to the caller's assigned cases, including the one that takes a case off its list. */
  async mayReceiveAssignedChange(principal: Principal | undefined, message: CaseActivityMessage): Promise<boolean> {
    if (!principal || !principal.canActIn(message.organizationId)) return false;
    if (message.payload.userId === principal.userId) return true;
    return this.isInvolved(principal.userId, message);
  }

  /** Assigned to the case, its HR representative, or on its team. */
  private async isInvolved(userId: string, message: CaseActivityMessage): Promise<boolean> {
    let involved = this.involvedByEvent.get(message);
    if (!involved) {
      involved = this.involvedIn(message.caseId);
      this.involvedByEvent.set(message, involved);
    }
    return (await involved).has(userId);
  }

  private async involvedIn(caseId: string): Promise<ReadonlySet<string>> {
    const rows: { assigned_to_id: string | null; hr_rep_id: string | null; team: string[] }[] =
      await this.dataSource.query(
        `SELECT c.assigned_to_id, c.hr_rep_id,
                ARRAY(SELECT ca.user_id FROM case_assignee ca WHERE ca.case_id = c.id)::text[] AS team
           FROM case_record c WHERE c.id = $1`,
        [caseId],
      );
    const involved = new Set<string>();
    for (const row of rows) {
      if (row.assigned_to_id) involved.add(row.assigned_to_id);
      if (row.hr_rep_id) involved.add(row.hr_rep_id);
      for (const userId of row.team) involved.add(userId);
    }
    return involved;
  }
}
