import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { type AccessRule, illegalState, isUuid, notFound, type Principal, restricted, Role } from '#access';
import { CaseActivityType } from '#events';
import { CaseChange, CaseMessages, CasesService } from '#domain/cases';
import { parseInput } from '#domain/shared';
import { CaseSupportNoteEntity } from './case-support-note.entity.js';

const { CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA } = Role;

/** Support notes are case work: case workers and TPA write and read them; employees never see them. */
export const SupportNoteRules = {
  work: { roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA], message: CaseMessages.MANAGE },
} satisfies Record<string, AccessRule>;

const content = z.string().trim().min(1, 'write the note').max(5000, 'must be at most 5,000 characters');
const addSchema = z.object({ content, isOrganizationWide: z.boolean().nullish() });
const updateSchema = z
  .object({ content: content.nullish(), isCompleted: z.boolean().nullish(), isOrganizationWide: z.boolean().nullish() })
  .refine((input) => Object.values(input).some((value) => value !== null && value !== undefined), 'Nothing to update');

export interface AddSupportNoteInput {
  content: string;
  isOrganizationWide?: boolean | null;
}
export interface UpdateSupportNoteInput {
  content?: string | null;
  isCompleted?: boolean | null;
  isOrganizationWide?: boolean | null;
}

@Injectable()
export class CaseSupportNotesService {
  constructor(
    @Inject(CaseChange) private readonly change: CaseChange,
    @Inject(CasesService) private readonly cases: CasesService,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  add(principal: Principal, caseId: string, input: AddSupportNoteInput) {
    const parsed = parseInput(addSchema, input);
    return this.change.run(principal, caseId, SupportNoteRules.work, async ({ manager, caseRecord, record }) => {
      const note = await manager.save(
        manager.create(CaseSupportNoteEntity, {
          organizationId: caseRecord.organizationId,
          caseId: caseRecord.id,
          content: parsed.content,
          isOrganizationWide: parsed.isOrganizationWide ?? false,
          authorId: principal.userId,
        }),
      );
      await record(CaseActivityType.SUPPORT_NOTE_ADDED, { supportNoteId: note.id });
      return note;
    });
  }

  /** Completing a note is its own timeline entry; any other change is an update. */
  async update(principal: Principal, supportNoteId: string, input: UpdateSupportNoteInput) {
    const parsed = parseInput(updateSchema, input);
    if (!isUuid(supportNoteId)) throw notFound();
    const found = principal.assertCanSee(
      await this.dataSource.getRepository(CaseSupportNoteEntity).findOneBy({ id: supportNoteId }),
    );
    return this.change.run(principal, found.caseId, SupportNoteRules.work, async ({ manager, record }) => {
      const note = await manager.findOne(CaseSupportNoteEntity, {
        where: { id: supportNoteId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!note) throw notFound();
      const completing = parsed.isCompleted === true && !note.isCompleted;
      if (
        parsed.isCompleted === true &&
        note.isCompleted &&
        parsed.content == null &&
        parsed.isOrganizationWide == null
      ) {
        throw illegalState('This support note is completed already');
      }
      Object.assign(note, {
        content: parsed.content ?? note.content,
        isOrganizationWide: parsed.isOrganizationWide ?? note.isOrganizationWide,
        isCompleted: parsed.isCompleted ?? note.isCompleted,
        completedAt: parsed.isCompleted === false ? null : completing ? new Date() : note.completedAt,
      } satisfies Partial<CaseSupportNoteEntity>);
      const saved = await manager.save(note);
      await record(completing ? CaseActivityType.SUPPORT_NOTE_COMPLETED : CaseActivityType.SUPPORT_NOTE_UPDATED, {
        supportNoteId,
      });
      return saved;
    });
  }

  /** The case's own notes and its organization's organization-wide ones, oldest first. */
  async listFor(principal: Principal, caseId: string): Promise<CaseSupportNoteEntity[]> {
    const caseRecord = await this.cases.findVisible(principal, caseId);
    principal.inOrganization(caseRecord.organizationId).assertSatisfies(restricted(SupportNoteRules.work));
    return this.dataSource
      .getRepository(CaseSupportNoteEntity)
      .createQueryBuilder('n')
      .where('n.organization_id = :organizationId', { organizationId: caseRecord.organizationId })
      .andWhere('(n.case_id = :caseId OR n.is_organization_wide)', { caseId: caseRecord.id })
      .orderBy('n.created_at', 'ASC')
      .addOrderBy('n.id', 'ASC')
      .getMany();
  }
}
