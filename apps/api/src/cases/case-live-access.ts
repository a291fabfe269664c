import { Inject, Injectable } from '@nestjs/common';
import { Permission, type Principal, Role } from '#access';
import {
  activityForViewer,
  type AttachmentFacts,
  attachmentIdOf,
  CaseAttachmentsService,
} from '#domain/case-attachments';
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
  private readonly filesByEvent = new WeakMap<CaseActivityMessage, Promise<Map<string, AttachmentFacts>>>();
  private readonly withoutFileByEvent = new WeakMap<CaseActivityMessage, CaseActivityMessage>();

  constructor(
    @Inject(CasesService) private readonly cases: CasesService,
    @Inject(CaseAttachmentsService) private readonly attachments: CaseAttachmentsService,
  ) {}

  /**
   * A timeline event as this subscriber may see it, or null (activityForViewer, as for the timeline query):
   * live and replayed events alike. The file an attachment event is about is looked up once per event,
   * and the copy without the file's id is shared by every subscriber who gets it, so the shared execution
   * of liveSubscribe still runs once per form of the event.
   */
  async activityFor(principal: Principal, message: CaseActivityMessage): Promise<CaseActivityMessage | null> {
    if (!principal.canActIn(message.organizationId)) return null;
    const attachmentId = attachmentIdOf(message);
    let facts: AttachmentFacts | undefined;
    if (attachmentId) {
      let files = this.filesByEvent.get(message);
      if (!files) {
        files = this.attachments.attachmentFactsFor({ id: message.caseId, organizationId: message.organizationId }, [
          message,
        ]);
        this.filesByEvent.set(message, files);
      }
      facts = (await files).get(attachmentId);
    }
    const shaped = activityForViewer(principal.inOrganization(message.organizationId), message, facts);
    if (shaped === null || shaped === message) return shaped;
    const shared = this.withoutFileByEvent.get(message) ?? shaped;
    this.withoutFileByEvent.set(message, shared);
    return shared;
  }

  /**
   * Looks up the files of a batch of one case's events in one go (a replay), for activityFor to find:
   * otherwise each event's file is looked up when it is delivered.
   */
  lookUpFilesOf(caseRecord: { id: string; organizationId: string }, messages: readonly CaseActivityMessage[]): void {
    const withFiles = messages.filter((message) => attachmentIdOf(message) !== null);
    if (withFiles.length === 0) return;
    const files = this.attachments.attachmentFactsFor(caseRecord, withFiles);
    // Failures surface where the events are delivered (activityFor awaits this promise).
    files.catch(() => undefined);
    for (const message of withFiles) this.filesByEvent.set(message, files);
  }

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
