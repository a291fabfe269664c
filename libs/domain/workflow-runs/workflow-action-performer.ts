import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError, illegalState, notFound, Permission, type Principal } from '#access';
import { type ActivityPayload, CaseActivityType } from '#events';
import {
  assignCaseRefusal,
  caseChangeRefusal,
  type CaseEntity,
  CaseStatus,
  CaseWorkRules,
  CasesService,
  requireCaseMember,
  statusChangeRefusal,
} from '#domain/cases';
import {
  CaseMessagesService,
  fillMessagePlaceholders,
  MessageChannel,
  MessageComposer,
  MessageRefusals,
  writeOutboundMessage,
} from '#domain/case-messages';
import { CommunicationTemplatesService } from '#domain/communication-templates';
import { type NewUserNotification, recordUserNotifications, UserNotificationKind } from '#domain/notifications';
import type { WorkflowAction } from '#domain/organizations';
import { type AfterCommit, WorkflowActionSkipped } from './workflow-action-outcome.js';
import { workflowActor } from './workflow-actor.js';
import { roleHolderIds } from './workflow-recipients.js';

/** The text of the message that carries a workflow's form link to the employee. */
export const SEND_FORM_TEXT = 'Please answer the form linked below.';

/** What one action needs: the transaction, the case locked in it, where its entries go, its run and place. */
export interface ActionContext {
  manager: EntityManager;
  caseRecord: CaseEntity;
  runId: string;
  actionIndex: number;
  trigger: string;
  /** Records a timeline entry by nobody (the workflow), which fires no trigger again. */
  record: (type: CaseActivityType, payload?: ActivityPayload) => Promise<unknown>;
}

/** Refusals of the message rules that mean "nothing to send to this employee", not a failure. */
const NOTHING_TO_SEND: readonly string[] = Object.values(MessageRefusals);

/**
 * Performs one workflow action inside the caller's transaction, through the same rules the people's
 * operations use (message composition and consent, assignment, status moves). Throws WorkflowActionSkipped
 * for an action that makes no sense on this case, any other error for a failure. Returns what to do after
 * commit, if anything.
 */
@Injectable()
export class WorkflowActionPerformer {
  constructor(
    @Inject(MessageComposer) private readonly composer: MessageComposer,
    @Inject(CaseMessagesService) private readonly messages: CaseMessagesService,
    @Inject(CasesService) private readonly cases: CasesService,
    @Inject(CommunicationTemplatesService) private readonly templates: CommunicationTemplatesService,
  ) {}

  async perform(context: ActionContext, action: WorkflowAction): Promise<AfterCommit | void> {
    const actor = workflowActor(context.caseRecord.organizationId);
    const refusal = caseChangeRefusal(actor, context.caseRecord, CaseWorkRules.manage);
    if (refusal) throw refusal;
    switch (action.type) {
      case 'SEND_TEMPLATE':
        if (action.recipient === 'EMPLOYEE')
          return this.messageEmployee(context, actor, action.channel, action.text, action.templateId, []);
        return this.notifyStaff(context, actor, action);
      case 'SEND_FORM':
        return this.messageEmployee(context, actor, action.channel, SEND_FORM_TEXT, null, [action.formId]);
      case 'ASSIGN_DEFAULT_COORDINATOR':
        return this.assign(context, action.userId);
      case 'MOVE_CASE':
        return this.move(context, actor, action.status);
      case 'NOTIFY_ROLES':
        return this.notify(
          context,
          await roleHolderIds(context.manager, context.caseRecord.organizationId, action.roles),
          {
            email: false,
            sms: false,
            body: null,
          },
        );
      default:
        throw illegalState(`Unknown workflow action ${(action as { type: string }).type}`);
    }
  }

  /** A message to the employee written as sendCaseMessage writes it, sent by the worker after commit. */
  private async messageEmployee(
    context: ActionContext,
    actor: Principal,
    channel: string,
    text: string | undefined | null,
    templateId: string | undefined | null,
    formIds: readonly string[],
  ): Promise<AfterCommit> {
    const { manager, caseRecord } = context;
    try {
      const parsed = this.composer.parse({ channel: channel as MessageChannel, text, templateId });
      const links = this.composer.sendLinks(manager, caseRecord, null);
      const composed = await this.composer.compose(manager, actor, caseRecord, parsed, links, formIds);
      const message = await writeOutboundMessage(manager, caseRecord, composed, null, context.record);
      return () => this.messages.enqueue(message);
    } catch (error) {
      if (error instanceof AppError && NOTHING_TO_SEND.includes(error.message))
        throw new WorkflowActionSkipped(error.message);
      throw error;
    }
  }

  /** A template's text (placeholders filled as in messages) to staff of the case or of a role, as notices. */
  private async notifyStaff(
    context: ActionContext,
    actor: Principal,
    action: Extract<WorkflowAction, { type: 'SEND_TEMPLATE' }>,
  ): Promise<void> {
    const { manager, caseRecord } = context;
    const teamMemberIds = () => this.cases.teamMemberIds(manager, caseRecord.id);
    let recipients: string[];
    if (action.recipient === 'ASSIGNEE') recipients = caseRecord.assignedToId ? [caseRecord.assignedToId] : [];
    else if (action.recipient === 'CASE_TEAM')
      recipients = [
        ...new Set([...(caseRecord.assignedToId ? [caseRecord.assignedToId] : []), ...(await teamMemberIds())]),
      ];
    else recipients = action.role ? await roleHolderIds(manager, caseRecord.organizationId, [action.role]) : [];
    if (recipients.length === 0)
      throw new WorkflowActionSkipped(`No ${action.recipient.toLowerCase().replace('_', ' ')} to write to`);
    let text = action.text;
    if (!text && action.templateId) {
      const template = await this.templates.findVisible(actor, action.templateId, manager);
      if (!template.isGlobal && template.organizationId !== caseRecord.organizationId) throw notFound();
      text = template.text;
    }
    if (!text) throw illegalState('The action has neither a text nor a template');
    const body = await fillMessagePlaceholders(manager, caseRecord, text, null, teamMemberIds);
    await this.notify(context, recipients, {
      email: action.channel === 'EMAIL',
      sms: action.channel === 'SMS',
      body,
    });
  }

  private async notify(
    context: ActionContext,
    userIds: readonly string[],
    delivery: Pick<NewUserNotification, 'email' | 'sms' | 'body'>,
  ): Promise<void> {
    if (userIds.length === 0) throw new WorkflowActionSkipped('Nobody holds these roles in the organization');
    const { caseRecord } = context;
    await recordUserNotifications(
      context.manager,
      userIds.map((userId) => ({
        organizationId: caseRecord.organizationId,
        userId,
        caseId: caseRecord.id,
        kind: UserNotificationKind.WORKFLOW,
        // No PHI: the trigger and the case's short id only.
        title: `${triggerLabel(context.trigger)} on case ${caseRecord.shortId}`,
        inApp: true,
        ...delivery,
        dedupeKey: `workflow:${context.runId}:${context.actionIndex}`,
      })),
    );
  }

  /** Assigns as assignCase does (the rules of case-assignment), by nobody; an assigned case is left as it is. */
  private async assign(context: ActionContext, userId: string): Promise<void> {
    const { manager, caseRecord } = context;
    if (caseRecord.assignedToId) throw new WorkflowActionSkipped('The case is already assigned');
    const refusal = assignCaseRefusal(caseRecord);
    if (refusal) throw refusal;
    const assignee = await requireCaseMember(
      manager,
      caseRecord.organizationId,
      userId,
      (member) => member.has(Permission.CAN_BE_ASSIGNED_TO_CASE),
      'userId',
    );
    Object.assign(caseRecord, {
      assignedToId: assignee.id,
      assignedById: null,
      assignedAt: new Date(),
      status: CaseStatus.ASSIGNED,
    } satisfies Partial<CaseEntity>);
    const saved = await manager.save(caseRecord);
    await context.record(CaseActivityType.ADD_CASE_ASSIGNEE, {
      userId: assignee.id,
      previousUserId: null,
      isPrimary: true,
      visitType: saved.visitType,
      status: saved.status,
    });
  }

  /** Moves the status as changeCaseStatus does; a move the transition rules refuse fails the action. */
  private async move(context: ActionContext, actor: Principal, status: string): Promise<void> {
    const { manager, caseRecord } = context;
    if (!Object.values(CaseStatus).includes(status as CaseStatus)) throw illegalState(`Unknown status ${status}`);
    const to = status as CaseStatus;
    if (caseRecord.status === to) throw new WorkflowActionSkipped(`The case is ${to} already`);
    const refusal = statusChangeRefusal(actor, caseRecord, to);
    if (refusal) throw refusal;
    const from = caseRecord.status;
    caseRecord.status = to;
    if (to === CaseStatus.IN_PROGRESS) caseRecord.inProgressAt = new Date();
    await manager.save(caseRecord);
    await context.record(CaseActivityType.CHANGE_STATUS, { from, to });
  }
}

const TRIGGER_LABELS: Record<string, string> = {
  FORM_SENT: 'A form was sent',
  FORM_ANSWERED: 'A form was answered',
  FORM_NOT_SENT: 'No form sent yet',
  DECISION_ADDED: 'A decision was added',
  ORDER_PLACED: 'An order was placed',
};
export const triggerLabel = (trigger: string): string => TRIGGER_LABELS[trigger] ?? trigger;

/** The reason a run keeps for a failed action: the refusal's words, else the error's (never the case's data). */
export function failureReason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}
