import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  type AccessRule,
  type AppError,
  badInput,
  illegalState,
  isUuid,
  notFound,
  type Principal,
  Role,
} from '#access';
import { CaseActivityType } from '#events';
import { CaseChange, type CaseChangeContext, CaseStatus, isAllowedStatusMove } from '#domain/cases';
import { startFollowUpForms } from '#domain/case-follow-ups';
import { OrganizationEntity } from '#domain/organizations';
import { isOwnUpload, parseInput, requireUploaded } from '#domain/shared';
import { STORAGE_DRIVER, type StorageDriver } from '#integrations';
import { CaseDecisionEntity } from './case-decision.entity.js';
import {
  type AddDecisionInput,
  addDecisionSchema,
  type DecisionDatesInput,
  decisionDatesSchema,
  MEDICATION_FIELDS,
} from './decision-input.schemas.js';

const { CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA } = Role;

export const DECIDE_MESSAGE = 'Only a case worker can decide the outcome of this case';

/** "Case workers and TPA: confirm, decline, decide". */
export const DecisionRules = {
  decide: { roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA], message: DECIDE_MESSAGE },
} satisfies Record<string, AccessRule>;

/** The outcomes a decision records: approve, deny, or no decision yet. */
export const DECISION_OUTCOMES: readonly CaseStatus[] = [
  CaseStatus.APPROVED,
  CaseStatus.REJECTED,
  CaseStatus.NO_DECISION,
];

/** Why a decision with outcome `to` may not be added to this case now, or null. */
export function decisionRefusal(caseRecord: { status: CaseStatus }, to: CaseStatus): AppError | null {
  const from = caseRecord.status;
  if (from !== to && !isAllowedStatusMove(from, to)) {
    return illegalState(`A case that is ${from} cannot be decided; it must be in progress`);
  }
  if (from === to && from !== CaseStatus.NO_DECISION) return illegalState(`This case is ${from} already`);
  return null;
}

const statusOf = (decision: { isApproved: boolean; isNoDecision?: boolean | null }): CaseStatus =>
  decision.isNoDecision ? CaseStatus.NO_DECISION : decision.isApproved ? CaseStatus.APPROVED : CaseStatus.REJECTED;

/**
 * Decisions on a case. Adding one moves the case to its outcome along the transition table and records
 * "decision" (which raises DECISION_ADDED once, through the event backbone).
 */
@Injectable()
export class CaseDecisionsService {
  constructor(
    @Inject(CaseChange) private readonly change: CaseChange,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  async add(principal: Principal, caseId: string, input: AddDecisionInput, filePath: string | null | undefined) {
    const parsed = parseInput(addDecisionSchema, input);
    const attachmentPath = await this.letterPath(principal, filePath);
    return this.change.run(principal, caseId, DecisionRules.decide, async ({ manager, caseRecord, record }) => {
      const organization = await manager.findOneByOrFail(OrganizationEntity, { id: caseRecord.organizationId });
      const medicationGiven = MEDICATION_FIELDS.find((field) => parsed[field] !== null && parsed[field] !== undefined);
      if (medicationGiven && !organization.isPartner) {
        throw badInput(`${medicationGiven}: medication is decided in partner organizations only`, medicationGiven);
      }
      const to = statusOf(parsed);
      const refusal = decisionRefusal(caseRecord, to);
      if (refusal) throw refusal;
      const decision = await manager.save(
        manager.create(CaseDecisionEntity, {
          organizationId: caseRecord.organizationId,
          caseId: caseRecord.id,
          isApproved: parsed.isApproved,
          isNoDecision: parsed.isNoDecision ?? false,
          isIndefinite: parsed.isIndefinite ?? false,
          startDate: parsed.startDate ?? null,
          endDate: parsed.isIndefinite ? null : (parsed.endDate ?? null),
          decisionText: parsed.decisionText ?? '',
          category: parsed.category || null,
          cost: parsed.cost === null || parsed.cost === undefined ? null : parsed.cost.toFixed(2),
          visitType: parsed.visitType ?? null,
          addedById: principal.userId,
          attachmentPath,
          medicine: parsed.medicine ?? null,
          medicineExternalId: parsed.medicineExternalId ?? null,
          dosage: parsed.dosage ?? null,
          refillCount: parsed.refillCount ?? null,
          isPriorAuthRequested: parsed.isPriorAuthRequested ?? false,
          dosingFrequency: parsed.dosingFrequency ?? null,
          treatmentPeriod: parsed.treatmentPeriod ?? null,
          pharmacyInstructions: parsed.pharmacyInstructions ?? null,
          isRefill: parsed.isRefill ?? false,
        }),
      );
      caseRecord.status = to;
      await manager.save(caseRecord);
      await record(CaseActivityType.ADD_DECISION, { decisionId: decision.id, status: to });
      // The first decision starts the plan's follow-up forms, if it has them.
      await startFollowUpForms(manager, caseRecord, decision.createdAt);
      return decision;
    });
  }

  /** Dates only (spec: caseDecisionId, isIndefinite and startDate are required). */
  update(principal: Principal, caseDecisionId: string, dates: DecisionDatesInput) {
    const parsed = parseInput(decisionDatesSchema, dates);
    return this.onDecision(principal, caseDecisionId, async ({ manager, record }, decision) => {
      Object.assign(decision, {
        isIndefinite: parsed.isIndefinite,
        startDate: parsed.startDate,
        endDate: parsed.isIndefinite ? null : (parsed.endDate ?? null),
      } satisfies Partial<CaseDecisionEntity>);
      const saved = await manager.save(decision);
      await record(CaseActivityType.TEXT_INFO, { field: 'decisionDates', decisionId: decision.id });
      return saved;
    });
  }

  /** Removes a decision; the case goes back to work when it no longer has one. */
  delete(principal: Principal, caseDecisionId: string) {
    return this.onDecision(principal, caseDecisionId, async ({ manager, caseRecord, record }, decision) => {
      const removed = Object.assign(new CaseDecisionEntity(), decision);
      await manager.remove(decision);
      const remaining = await manager.count(CaseDecisionEntity, { where: { caseId: caseRecord.id } });
      if (remaining === 0 && caseRecord.status !== CaseStatus.IN_PROGRESS) {
        caseRecord.status = CaseStatus.IN_PROGRESS;
        await manager.save(caseRecord);
      }
      await record(CaseActivityType.DECISION_DELETED, { decisionId: removed.id });
      return removed;
    });
  }

  /** Decisions of a case, oldest first (the organization leads the index that serves this). */
  listFor(caseRecord: { id: string; organizationId: string }): Promise<CaseDecisionEntity[]> {
    return this.dataSource.getRepository(CaseDecisionEntity).find({
      where: { organizationId: caseRecord.organizationId, caseId: caseRecord.id },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** The decision letter must be the caller's own upload (personal/{userId}/…), and uploaded. */
  private async letterPath(principal: Principal, filePath: string | null | undefined): Promise<string | null> {
    if (filePath === null || filePath === undefined || filePath === '') return null;
    if (!isOwnUpload(principal.userId, filePath))
      throw badInput('filePath: not one of your uploaded files', 'filePath');
    await requireUploaded(this.storage, [filePath], 'filePath');
    return filePath;
  }

  private async onDecision<T>(
    principal: Principal,
    caseDecisionId: string,
    work: (context: CaseChangeContext, decision: CaseDecisionEntity) => Promise<T>,
  ): Promise<T> {
    if (!isUuid(caseDecisionId)) throw notFound();
    const found = principal.assertCanSee(
      await this.dataSource.getRepository(CaseDecisionEntity).findOneBy({ id: caseDecisionId }),
    );
    return this.change.run(principal, found.caseId, DecisionRules.decide, async (context) => {
      const decision = await context.manager.findOne(CaseDecisionEntity, {
        where: { id: caseDecisionId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!decision) throw notFound();
      return work(context, decision);
    });
  }
}
