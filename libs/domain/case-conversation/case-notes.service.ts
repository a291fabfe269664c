import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { illegalState, isUuid, notFound, Permission, type Principal } from '#access';
import { CaseActivityType } from '#events';
import { CaseChange, requireCaseMember } from '#domain/cases';
import { notifyTaggedInNote } from '#domain/notifications';
import { parseInput } from '#domain/shared';
import { CaseNoteEntity } from './case-note.entity.js';
import { ConversationRules } from './conversation-rules.js';
import { requireOwnCaseAttachments } from './conversation-attachments.js';
import { refreshUnacknowledged } from './unacknowledged-counts.js';

const noteSchema = z.object({
  text: z.string().trim().min(1, 'write a note').max(10000, 'must be at most 10,000 characters'),
  taggedUserIds: z.array(z.string()).max(20, 'tag at most 20 people').nullish(),
  attachmentIds: z.array(z.string()).max(10, 'at most 10 files').nullish(),
});

export interface AddNoteInput {
  text: string;
  taggedUserIds?: string[] | null;
  /** Files the author already put on this case (uploadFile). */
  attachmentIds?: string[] | null;
}

/** Staff who may be tagged: whoever may work on a case team there. */
const canBeTagged = (member: Principal) => member.has(Permission.CAN_BE_ADDED_TO_CASE_TEAM);

/**
 * Internal notes of the case team. Employees never receive them: the rules refuse employees, the case
 * field answers nothing to them, and their timeline leaves note entries out (activity-visibility.ts).
 */
@Injectable()
export class CaseNotesService {
  constructor(
    @Inject(CaseChange) private readonly change: CaseChange,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  /** A note that tags people waits for one of them to acknowledge it. */
  add(principal: Principal, caseId: string, input: AddNoteInput): Promise<CaseNoteEntity> {
    const parsed = parseInput(noteSchema, input);
    return this.change.run(principal, caseId, ConversationRules.caseWork, async ({ manager, caseRecord, record }) => {
      const tagged: string[] = [];
      for (const userId of new Set(parsed.taggedUserIds ?? [])) {
        tagged.push(
          (await requireCaseMember(manager, caseRecord.organizationId, userId, canBeTagged, 'taggedUserIds')).id,
        );
      }
      const note = await manager.save(
        manager.create(CaseNoteEntity, {
          organizationId: caseRecord.organizationId,
          caseId: caseRecord.id,
          authorId: principal.userId,
          text: parsed.text,
          taggedUserIds: tagged,
          attachmentIds: await requireOwnCaseAttachments(
            manager,
            caseRecord.id,
            principal.userId,
            parsed.attachmentIds,
            'note',
          ),
          isAcknowledged: tagged.length === 0,
        }),
      );
      if (tagged.length > 0) await refreshUnacknowledged(manager, caseRecord);
      await record(CaseActivityType.ADD_NOTE, { noteId: note.id, taggedUserIds: tagged });
      await notifyTaggedInNote(manager, {
        id: note.id,
        caseRecord,
        authorId: principal.userId,
        taggedUserIds: tagged,
        text: parsed.text,
      });
      return note;
    });
  }

  async acknowledge(principal: Principal, noteId: string): Promise<CaseNoteEntity> {
    if (!isUuid(noteId)) throw notFound();
    const found = principal.assertCanSee(await this.dataSource.getRepository(CaseNoteEntity).findOneBy({ id: noteId }));
    return this.change.run(
      principal,
      found.caseId,
      ConversationRules.caseWork,
      async ({ manager, caseRecord, record }) => {
        const note = await manager.findOne(CaseNoteEntity, {
          where: { id: noteId },
          lock: { mode: 'pessimistic_write' },
        });
        if (!note) throw notFound();
        if (note.isAcknowledged) throw illegalState('This note is acknowledged already');
        Object.assign(note, { isAcknowledged: true, acknowledgedAt: new Date(), acknowledgedById: principal.userId });
        const saved = await manager.save(note);
        await refreshUnacknowledged(manager, caseRecord);
        await record(CaseActivityType.NOTE_ACKNOWLEDGED, { noteId });
        return saved;
      },
    );
  }

  /** Notes of a case, oldest first: for staff only, the caller checks. The organization leads the index. */
  listFor(caseRecord: { id: string; organizationId: string }): Promise<CaseNoteEntity[]> {
    return this.dataSource.getRepository(CaseNoteEntity).find({
      where: { organizationId: caseRecord.organizationId, caseId: caseRecord.id },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }
}
