import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { z } from 'zod';
import { type AppError, illegalState, isUuid, notFound, type Principal } from '#access';
import { CaseActivityType } from '#events';
import { parseInput } from '#domain/shared';
import { CaseChange, type CaseChangeContext } from './case-change.js';
import type { CaseEntity } from './case.entity.js';
import { EscalationType } from './case.enums.js';
import { CaseEscalationEntity } from './case-escalation.entity.js';
import { CaseWorkRules } from './case-work-rules.js';

const escalationSchema = z.object({
  category: z.enum(EscalationType, 'not an escalation type'),
  reasons: z
    .array(z.string().trim().min(1, 'a reason must not be empty').max(300, 'a reason is at most 300 characters'))
    .min(1, 'give at least one reason')
    .max(10, 'at most 10 reasons'),
});

export interface EscalationInput {
  category: EscalationType;
  reasons: string[];
}

/** Why escalateCase may not escalate this case, or null (adding to an escalated case is addCaseEscalation). */
export function escalateRefusal(caseRecord: { isEscalated: boolean | null }): AppError | null {
  return caseRecord.isEscalated ? illegalState('This case is escalated already; add an escalation to it') : null;
}

/**
 * Why this case has no escalation to change, remove or clear (deEscalateCase), or null. The case mirrors
 * its escalations: isEscalated holds exactly while at least one exists.
 */
export function noEscalationRefusal(caseRecord: { isEscalated: boolean | null }): AppError | null {
  return caseRecord.isEscalated ? null : illegalState('This case is not escalated');
}

/**
 * Escalations of a case. The case carries isEscalated and the category and reasons of its latest
 * escalation, so lists filter without a join; removing the last one de-escalates the case.
 */
@Injectable()
export class CaseEscalationsService {
  constructor(
    @Inject(CaseChange) private readonly change: CaseChange,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  /** Escalates a case that is not escalated yet. */
  escalate(principal: Principal, caseId: string, input: EscalationInput) {
    const parsed = parseInput(escalationSchema, input);
    return this.change.run(principal, caseId, CaseWorkRules.escalate, async (context) => {
      const refusal = escalateRefusal(context.caseRecord);
      if (refusal) throw refusal;
      const escalation = await this.insert(context, parsed);
      await context.record(CaseActivityType.ESCALATE, { escalationId: escalation.id, category: parsed.category });
      return this.mirror(context.manager, context.caseRecord);
    });
  }

  /** Adds another escalation (escalating the case if it was not). */
  add(principal: Principal, caseId: string, input: EscalationInput) {
    const parsed = parseInput(escalationSchema, input);
    return this.change.run(principal, caseId, CaseWorkRules.escalate, async (context) => {
      const escalation = await this.insert(context, parsed);
      await context.record(CaseActivityType.ADD_ESCALATION, { escalationId: escalation.id, category: parsed.category });
      return this.mirror(context.manager, context.caseRecord);
    });
  }

  update(principal: Principal, escalationId: string, input: EscalationInput) {
    const parsed = parseInput(escalationSchema, input);
    return this.onEscalation(principal, escalationId, async (context, escalation) => {
      escalation.category = parsed.category;
      escalation.reasons = parsed.reasons;
      await context.manager.save(escalation);
      await context.record(CaseActivityType.UPDATE_ESCALATION, { escalationId, category: parsed.category });
      return this.mirror(context.manager, context.caseRecord);
    });
  }

  remove(principal: Principal, escalationId: string) {
    return this.onEscalation(principal, escalationId, async (context, escalation) => {
      await context.manager.remove(escalation);
      await context.record(CaseActivityType.REMOVE_ESCALATION, { escalationId, category: escalation.category });
      return this.mirror(context.manager, context.caseRecord);
    });
  }

  /** Removes every escalation of the case. */
  deEscalate(principal: Principal, caseId: string) {
    return this.change.run(principal, caseId, CaseWorkRules.escalate, async (context) => {
      const refusal = noEscalationRefusal(context.caseRecord);
      if (refusal) throw refusal;
      await context.manager.delete(CaseEscalationEntity, { caseId: context.caseRecord.id });
      await context.record(CaseActivityType.DE_ESCALATE, {});
      return this.mirror(context.manager, context.caseRecord);
    });
  }

  /** Escalations of a case, oldest first (the organization leads the index that serves this). */
  listFor(caseRecord: { id: string; organizationId: string }): Promise<CaseEscalationEntity[]> {
    return this.dataSource.getRepository(CaseEscalationEntity).find({
      where: { organizationId: caseRecord.organizationId, caseId: caseRecord.id },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  private insert(context: CaseChangeContext, input: EscalationInput) {
    return context.manager.save(
      context.manager.create(CaseEscalationEntity, {
        organizationId: context.caseRecord.organizationId,
        caseId: context.caseRecord.id,
        category: input.category,
        reasons: input.reasons,
        createdById: context.principal.userId,
      }),
    );
  }

  /** Runs a change on the case of an escalation, the escalation re-read inside the transaction. */
  private async onEscalation<T>(
    principal: Principal,
    escalationId: string,
    work: (context: CaseChangeContext, escalation: CaseEscalationEntity) => Promise<T>,
  ): Promise<T> {
    if (!isUuid(escalationId)) throw notFound();
    const found = principal.assertCanSee(
      await this.dataSource.getRepository(CaseEscalationEntity).findOneBy({ id: escalationId }),
    );
    return this.change.run(principal, found.caseId, CaseWorkRules.escalate, async (context) => {
      const escalation = await context.manager.findOneBy(CaseEscalationEntity, { id: escalationId });
      if (!escalation) throw notFound();
      return work(context, escalation);
    });
  }

  /** Copies the latest escalation onto the case (or clears it when none remains). */
  private async mirror(manager: EntityManager, caseRecord: CaseEntity): Promise<CaseEntity> {
    const latest = await manager.findOne(CaseEscalationEntity, {
      where: { caseId: caseRecord.id },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    Object.assign(caseRecord, {
      isEscalated: latest !== null,
      escalationCategory: latest?.category ?? null,
      escalationReasons: latest?.reasons ?? [],
      escalatedAt: latest
        ? caseRecord.isEscalated && caseRecord.escalatedAt
          ? caseRecord.escalatedAt
          : latest.createdAt
        : null,
    } satisfies Partial<CaseEntity>);
    return manager.save(caseRecord);
  }
}
