import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type AccessRule, type AppError, illegalState, type Principal, restricted } from '#access';
import { type ActivityPayload, ActivityTransaction, type CaseActivityType, type RecordActivity } from '#events';
import type { CaseEntity } from './case.entity.js';
import { CasesService } from './cases.service.js';

export interface CaseChangeContext {
  manager: EntityManager;
  caseRecord: CaseEntity;
  /** The caller scoped to the case's organization. */
  principal: Principal;
  /** Records one timeline entry on this case, by the caller. */
  record: (type: CaseActivityType, payload?: ActivityPayload) => ReturnType<RecordActivity>;
}

export const ARCHIVED_MESSAGE = 'This case is archived; reopen it first';

export interface CaseChangeOptions {
  /** Reopening is the one change an archived case takes. */
  allowArchived?: boolean;
}

/**
 * Why the caller, scoped to the case's organization, may not run a change under `rule` on this case, or
 * null: the rule in the case's organization, then the archived flag. CaseChange.run throws it and the
 * case's viewerCan reads it, so both decide alike.
 */
export function caseChangeRefusal(
  scoped: Principal,
  caseRecord: { isArchived: boolean },
  rule: AccessRule,
  options: CaseChangeOptions = {},
): AppError | null {
  const refusal = scoped.refusalOf(restricted(rule));
  if (refusal) return refusal;
  if (caseRecord.isArchived && !options.allowArchived) return illegalState(ARCHIVED_MESSAGE);
  return null;
}

/**
 * One change to one case: loads it locked within the caller's reach, checks the rule in the case's
 * organization, runs the change and records its activities in one transaction, dispatched after commit.
 * Anything thrown rolls everything back, so a refused change writes nothing.
 */
@Injectable()
export class CaseChange {
  constructor(
    @Inject(ActivityTransaction) private readonly activityTransaction: ActivityTransaction,
    @Inject(CasesService) private readonly cases: CasesService,
  ) {}

  run<T>(
    principal: Principal,
    caseId: string,
    rule: AccessRule,
    work: (context: CaseChangeContext) => Promise<T>,
    options: CaseChangeOptions = {},
  ): Promise<T> {
    return this.activityTransaction.run(async (manager, record) => {
      const caseRecord = await this.cases.findVisible(principal, caseId, { manager, lock: true });
      const scoped = principal.inOrganization(caseRecord.organizationId);
      const refusal = caseChangeRefusal(scoped, caseRecord, rule, options);
      if (refusal) throw refusal;
      return work({
        manager,
        caseRecord,
        principal: scoped,
        record: (type, payload) =>
          record({
            organizationId: caseRecord.organizationId,
            caseId: caseRecord.id,
            actorUserId: principal.userId,
            type,
            payload,
          }),
      });
    });
  }
}
