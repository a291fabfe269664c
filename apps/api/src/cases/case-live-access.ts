import { Inject, Injectable } from '@nestjs/common';
import { Permission, type Principal, Role } from '#access';
import { CasesService } from '#domain/cases';
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

  constructor(@Inject(CasesService) private readonly cases: CasesService) {}

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
      involved = this.cases.involvedUserIds(message.caseId);
      this.involvedByEvent.set(message, involved);
    }
    return (await involved).has(userId);
  }
}
