import { Inject, Injectable } from '@nestjs/common';
import { type AccessRule, type Principal, Role } from '#access';
import { CaseAttachmentsService, seesInternalNotes } from '#domain/case-attachments';
import { CaseCommentsService, CaseNotesService } from '#domain/case-conversation';
import { CaseDecisionsService, type CaseDecisionEntity } from '#domain/case-decisions';
import { CasesService } from '#domain/cases';
import { FormResponsesService } from '#domain/forms';
import { STORAGE_DRIVER, type StorageDriver, sanitizeFileName } from '#integrations';
import { type CasePdfContent, renderCasePdf } from './case-pdf.js';
import { zipFiles } from './zip.js';

/** "Admin, TPA and case managers: download a case". */
export const CaseDownloadRule = {
  roles: [Role.CVADMIN, Role.ADMIN, Role.CASEMANAGER, Role.CVTPA],
} satisfies AccessRule;

const words = (value: string) => value.toLowerCase().replaceAll('_', ' ');

function describeDecision(decision: CaseDecisionEntity): string {
  const outcome = decision.isNoDecision ? 'No decision' : decision.isApproved ? 'Approved' : 'Denied';
  const period = decision.startDate
    ? decision.isIndefinite
      ? `from ${decision.startDate}, indefinite`
      : `${decision.startDate} to ${decision.endDate ?? '?'}`
    : '';
  return [outcome, period, decision.category, decision.decisionText].filter(Boolean).join(' · ');
}

/**
 * One ZIP per case: the case as a PDF and the files the downloader may see (PHI only with access_phi,
 * internal notes and their files only for who sees notes). Only staff may download; the ZIP still asks
 * the same rules as every other way to a file, whoever calls it.
 */
@Injectable()
export class CaseDownloadService {
  constructor(
    @Inject(CasesService) private readonly cases: CasesService,
    @Inject(CaseCommentsService) private readonly comments: CaseCommentsService,
    @Inject(CaseNotesService) private readonly notes: CaseNotesService,
    @Inject(CaseDecisionsService) private readonly decisions: CaseDecisionsService,
    @Inject(CaseAttachmentsService) private readonly attachments: CaseAttachmentsService,
    @Inject(FormResponsesService) private readonly formResponses: FormResponsesService,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  async zip(principal: Principal, caseId: string): Promise<{ fileName: string; bytes: Buffer }> {
    const caseRecord = await this.cases.findVisible(principal, caseId);
    const viewer = principal.inOrganization(caseRecord.organizationId);
    const [comments, notes, decisions, attachments, answers, activity, organizations] = await Promise.all([
      this.comments.listFor(caseRecord),
      seesInternalNotes(viewer) ? this.notes.listFor(caseRecord) : [],
      this.decisions.listFor(caseRecord),
      this.attachments.listFor(viewer, caseRecord),
      this.formResponses.submittedForCase(viewer, caseRecord),
      this.cases.recentActivity(caseRecord, 10000),
      this.cases.organizationsByIds([caseRecord.organizationId]),
    ]);
    const peopleIds = [
      caseRecord.submitterId,
      caseRecord.assignedToId,
      caseRecord.hrRepId,
      ...comments.map((item) => item.authorId),
      ...notes.map((item) => item.authorId),
      ...activity.map((item) => item.actorUserId),
    ].filter((id): id is string => Boolean(id));
    const people = await this.cases.usersByIds([...new Set(peopleIds)]);
    const name = (id: string | null) => (id ? (people.get(id)?.fullName ?? 'A former user') : 'System');

    const content: CasePdfContent = {
      title: caseRecord.title || caseRecord.shortId,
      shortId: caseRecord.shortId,
      organizationName: organizations.get(caseRecord.organizationId)?.name ?? '',
      details: [
        ['Status', words(caseRecord.status)],
        ['Submitted', caseRecord.createdAt.toISOString().slice(0, 10)],
        ['Employee', name(caseRecord.submitterId)],
        ['Assigned to', caseRecord.assignedToId ? name(caseRecord.assignedToId) : 'Nobody'],
        ['HR representative', caseRecord.hrRepId ? name(caseRecord.hrRepId) : 'None'],
        ['Visit type', caseRecord.visitType ? words(caseRecord.visitType) : 'None'],
        ['Escalated', caseRecord.isEscalated ? `Yes (${caseRecord.escalationReasons.join('; ')})` : 'No'],
        ['Archived', caseRecord.isArchived ? `Yes (${caseRecord.archiveReason ?? ''})` : 'No'],
      ],
      answers: answers.map(({ response, version, formName }) => ({
        formName,
        items: version.questions.flatMap((question) => {
          const answer = response.questionResponses.find((given) => given.questionId === question.id);
          if (!answer) return [];
          const text = answer.fileNames.length > 0 ? answer.fileNames.join(', ') : answer.response.join(', ');
          return [[question.text, text] as [string, string]];
        }),
      })),
      decisions: decisions.map(describeDecision),
      comments: comments.map((item) => ({ author: name(item.authorId), at: item.createdAt, text: item.text })),
      notes: notes.map((item) => ({ author: name(item.authorId), at: item.createdAt, text: item.text })),
      timeline: (await this.attachments.timelineFor(viewer, caseRecord, activity)).map((item) => ({
        at: item.createdAt,
        text: `${name(item.actorUserId)}: ${words(item.type)}`,
      })),
    };
    const files = [{ name: `${sanitizeFileName(caseRecord.shortId)}.pdf`, bytes: await renderCasePdf(content) }];
    const taken = new Set<string>();
    for (const attachment of attachments) {
      const stored = await this.storage.getObject(attachment.path);
      if (!stored) continue;
      let fileName = `attachments/${sanitizeFileName(attachment.fileName)}`;
      for (let copy = 2; taken.has(fileName); copy += 1)
        fileName = `attachments/${copy}-${sanitizeFileName(attachment.fileName)}`;
      taken.add(fileName);
      files.push({ name: fileName, bytes: stored.bytes });
    }
    return { fileName: `case-${sanitizeFileName(caseRecord.shortId)}.zip`, bytes: await zipFiles(files) };
  }
}
