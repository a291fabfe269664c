import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { type AppError, forbidden, illegalState, type Principal, restricted } from '#access';
import { CaseActivityType } from '#events';
import { parseInput } from '#domain/shared';
import { CaseChange, type CaseChangeContext } from './case-change.js';
import type { CaseEntity } from './case.entity.js';
import { CaseStatus, VisitType } from './case.enums.js';
import { CaseMessages } from './case.messages.js';
import { DECIDED_STATUSES, isAllowedStatusMove } from './case-transitions.js';
import { CaseWorkRules } from './case-work-rules.js';

const updateCaseSchema = z
  .object({
    title: z.string().trim().min(1, 'must not be empty').max(300, 'must be at most 300 characters').nullish(),
    visitType: z.enum(VisitType).nullish(),
    productBundleId: z.string().nullish(),
  })
  .refine(
    (input) => input.title != null || input.visitType !== undefined || input.productBundleId !== undefined,
    'Nothing to update',
  );

const archiveSchema = z.object({
  reason: z.string().trim().min(1, 'give a reason').max(1000, 'must be at most 1000 characters'),
  force: z.boolean().nullish(),
});

type CaseState = Pick<CaseEntity, 'status' | 'assignedToId' | 'isArchived'>;

/** Why changeCaseStatus may not move this case to `to`, or null (acceptance is the assignee's alone). */
export function statusChangeRefusal(principal: Principal, caseRecord: CaseState, to: CaseStatus): AppError | null {
  const from = caseRecord.status;
  if (!isAllowedStatusMove(from, to)) return illegalState(`A case cannot move from ${from} to ${to}`);
  if (from === CaseStatus.ASSIGNED && caseRecord.assignedToId !== principal.userId) {
    return forbidden(CaseMessages.ACCEPT);
  }
  return null;
}

/**
 * Why archiveCase may not close this case, or null: a case without a decision closes only with `force`,
 * which only who may force-archive (Tpasupport, Cvadmin) may use. `scoped` is the caller in the case's organization.
 */
export function archiveRefusal(scoped: Principal, caseRecord: CaseState, force: boolean): AppError | null {
  if (DECIDED_STATUSES.includes(caseRecord.status)) return null;
  if (!force) return illegalState('This case has no decision yet; force-archive it to close it without one');
  return scoped.refusalOf(restricted(CaseWorkRules.forceArchive));
}

/** Why reopenCase has nothing to do on this case (neither archived nor decided), or null. */
export function reopenRefusal(caseRecord: CaseState): AppError | null {
  if (!caseRecord.isArchived && !DECIDED_STATUSES.includes(caseRecord.status)) {
    return illegalState('This case is open already');
  }
  return null;
}

export interface UpdateCaseInput {
  title?: string | null;
  visitType?: VisitType | null;
  /** Null clears the case's product bundle; left out keeps it. */
  productBundleId?: string | null;
}

/**
 * The product bundle part of updateCase. This area reads neither bundles nor prices (the catalog depends on
 * forms, which depends on cases), so the caller hands in the step from the area that does (promo-codes:
 * changeCaseBundle). Within the change's transaction, before the case is saved, it checks the bundle (a
 * bad one is BAD_USER_INPUT on productBundleId and nothing is written), sets it on the case with what follows
 * from it (the promo discount), and returns the timeline entry to record, or null when nothing changed.
 */
export type CaseBundleStep = (
  context: CaseChangeContext,
  productBundleId: string | null,
) => Promise<(() => Promise<unknown>) | null>;

/** A case's status, title and visit type, and closing (archive) and reopening it. */
@Injectable()
export class CaseLifecycleService {
  constructor(@Inject(CaseChange) private readonly change: CaseChange) {}

  /**
   * Moves the status along ALLOWED_STATUS_MOVES; anything else is ILLEGAL_STATE. ASSIGNED to
   * IN_PROGRESS is acceptance, which only the assignee may do.
   */
  changeStatus(principal: Principal, caseId: string, status: CaseStatus) {
    if (!Object.values(CaseStatus).includes(status)) throw illegalState(`Unknown status ${String(status)}`);
    return this.change.run(principal, caseId, CaseWorkRules.manage, async ({ manager, caseRecord, record }) => {
      const from = caseRecord.status;
      const refusal = statusChangeRefusal(principal, caseRecord, status);
      if (refusal) throw refusal;
      caseRecord.status = status;
      if (status === CaseStatus.IN_PROGRESS) caseRecord.inProgressAt = new Date();
      const saved = await manager.save(caseRecord);
      await record(CaseActivityType.CHANGE_STATUS, { from, to: status });
      return saved;
    });
  }

  /** Title, visit type and product bundle (with `bundleStep`); each change is one timeline entry. */
  update(principal: Principal, caseId: string, input: UpdateCaseInput, bundleStep?: CaseBundleStep) {
    const parsed = parseInput(updateCaseSchema, input);
    if (parsed.productBundleId !== undefined && !bundleStep) {
      throw new Error('updateCase: a product bundle change needs the CaseBundleStep of the promo-codes area');
    }
    return this.change.run(principal, caseId, CaseWorkRules.edit, async (context) => {
      const { manager, caseRecord, record } = context;
      // The bundle is checked first; its entry comes after the title's and the visit type's.
      const recordBundle =
        parsed.productBundleId !== undefined && bundleStep ? await bundleStep(context, parsed.productBundleId) : null;
      const changes: (() => Promise<unknown>)[] = [];
      if (parsed.title != null && parsed.title !== caseRecord.title) {
        caseRecord.title = parsed.title;
        changes.push(() => record(CaseActivityType.TEXT_INFO, { field: 'title' }));
      }
      if (parsed.visitType !== undefined && parsed.visitType !== caseRecord.visitType) {
        const previous = caseRecord.visitType;
        caseRecord.visitType = parsed.visitType;
        changes.push(() =>
          record(CaseActivityType.VISIT_TYPE_CHANGED, { from: previous, to: parsed.visitType ?? null }),
        );
      }
      if (recordBundle) changes.push(recordBundle);
      if (changes.length === 0) return caseRecord;
      const saved = await manager.save(caseRecord);
      for (const recordChange of changes) await recordChange();
      return saved;
    });
  }

  /**
   * Closes a case with a reason. A decided case closes as approved-closed or denied-closed; closing
   * one without a decision takes `force` (force-archive), which only Tpasupport and Cvadmin may use.
   */
  archive(principal: Principal, caseId: string, reason: string, force: boolean | null | undefined) {
    const parsed = parseInput(archiveSchema, { reason, force });
    return this.change.run(
      principal,
      caseId,
      CaseWorkRules.archive,
      async ({ manager, caseRecord, record, principal: scoped }) => {
        const decided = DECIDED_STATUSES.includes(caseRecord.status);
        const refusal = archiveRefusal(scoped, caseRecord, Boolean(parsed.force));
        if (refusal) throw refusal;
        Object.assign(caseRecord, {
          isArchived: true,
          archiveReason: parsed.reason,
          closedAt: new Date(),
        } satisfies Partial<CaseEntity>);
        const saved = await manager.save(caseRecord);
        await record(CaseActivityType.ARCHIVE, { forced: !decided, status: caseRecord.status });
        return saved;
      },
    );
  }

  /** Back to work: unarchives, and a decided case returns to IN_PROGRESS (or OPEN without an assignee). */
  reopen(principal: Principal, caseId: string) {
    return this.change.run(
      principal,
      caseId,
      CaseWorkRules.reopen,
      async ({ manager, caseRecord, record }) => {
        const refusal = reopenRefusal(caseRecord);
        if (refusal) throw refusal;
        const decided = DECIDED_STATUSES.includes(caseRecord.status);
        const from = caseRecord.status;
        Object.assign(caseRecord, {
          isArchived: false,
          archiveReason: null,
          closedAt: null,
          status: decided ? (caseRecord.assignedToId ? CaseStatus.IN_PROGRESS : CaseStatus.OPEN) : caseRecord.status,
        } satisfies Partial<CaseEntity>);
        const saved = await manager.save(caseRecord);
        await record(CaseActivityType.REOPEN, { from, to: saved.status });
        return saved;
      },
      { allowArchived: true },
    );
  }
}
