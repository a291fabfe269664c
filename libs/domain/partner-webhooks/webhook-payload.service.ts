import { Inject, Injectable } from '@nestjs/common';
import { DataSource, IsNull, Not } from 'typeorm';
import { CaseDecisionEntity } from '#domain/case-decisions';
import { CaseEntity } from '#domain/cases';
import { FormResponseEntity } from '#domain/forms';
import { CasePaymentEntity } from '#domain/payments';
import { UserEntity } from '#domain/users';
import type { ActivityPayload, CaseActivityType } from '#events';
import { webhookEventOf } from './webhook-events.js';

/** What the body is built from: the delivery's event. */
export interface WebhookEventSource {
  organizationId: string;
  caseId: string;
  activityId: string;
  activityType: CaseActivityType;
}

/** The submitter's contact and identity fields a partner gets with the full case. */
const SUBMITTER_FIELDS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'dob',
  'gender',
  'phoneNumber',
  'address',
  'city',
  'state',
  'postalCode',
  'country',
] as const satisfies readonly (keyof UserEntity)[];

/**
 * Builds the Standard Webhooks body of a case event: `{ type, timestamp, data }`. By default `data` holds
 * ids, enums and times only (the case's short id and status fields, the activity's PHI-free payload): no
 * names, e-mails or answers. With sendFullCaseDataInWebhookEventEnabled it adds `data.fullCase`: the case,
 * its submitter, its submitted form responses (answers included), decisions and payments. Internal notes,
 * comments and messages are never sent.
 */
@Injectable()
export class WebhookPayloadBuilder {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async build(source: WebhookEventSource, fullCaseData: boolean): Promise<string> {
    const manager = this.dataSource.manager;
    const caseRecord = await manager.findOne(CaseEntity, {
      where: { id: source.caseId, organizationId: source.organizationId },
    });
    if (!caseRecord) throw new Error(`Case ${source.caseId} not found in organization ${source.organizationId}`);
    const activity: { payload: ActivityPayload; createdAt: Date } | undefined = (
      await manager.query(`SELECT payload, created_at AS "createdAt" FROM case_activity WHERE id = $1`, [
        source.activityId,
      ])
    )[0];
    if (!activity) throw new Error(`Activity ${source.activityId} not found`);
    const eventType = webhookEventOf(source.activityType);
    if (!eventType) throw new Error(`Activity type ${source.activityType} is not a webhook event`);
    const occurredAt = new Date(activity.createdAt).toISOString();
    const data: Record<string, unknown> = {
      eventId: source.activityId,
      organizationId: source.organizationId,
      caseId: caseRecord.id,
      shortId: caseRecord.shortId,
      occurredAt,
      activityType: source.activityType,
      details: activity.payload,
      case: {
        type: caseRecord.type,
        status: caseRecord.status,
        orderStatus: caseRecord.orderStatus,
        visitType: caseRecord.visitType,
        paymentInfoStatus: caseRecord.paymentInfoStatus,
        isArchived: caseRecord.isArchived,
        createdAt: caseRecord.createdAt.toISOString(),
        updatedAt: caseRecord.updatedAt.toISOString(),
      },
    };
    if (fullCaseData) data.fullCase = await this.fullCase(caseRecord);
    return JSON.stringify({ type: eventType, timestamp: occurredAt, data });
  }

  private async fullCase(caseRecord: CaseEntity): Promise<Record<string, unknown>> {
    const manager = this.dataSource.manager;
    const where = { caseId: caseRecord.id, organizationId: caseRecord.organizationId };
    const [submitter, formResponses, decisions, payments] = await Promise.all([
      caseRecord.submitterId
        ? manager.findOne(UserEntity, {
            where: { id: caseRecord.submitterId },
            select: Object.fromEntries(SUBMITTER_FIELDS.map((field) => [field, true])),
          })
        : null,
      manager.find(FormResponseEntity, {
        where: { ...where, isDraft: false, submittedAt: Not(IsNull()) },
        order: { submittedAt: 'ASC' },
      }),
      manager.find(CaseDecisionEntity, { where, order: { createdAt: 'ASC' } }),
      manager.find(CasePaymentEntity, { where: { ...where, isDeleted: false }, order: { createdAt: 'ASC' } }),
    ]);
    return { ...caseRecord, submitter, formResponses, decisions, payments };
  }
}
