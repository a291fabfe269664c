import type { EntityManager } from 'typeorm';
import { CaseEntity } from '#domain/cases';
import { CaseMessageEntity, CaseMessageType } from '#domain/case-messages';
import { CaseActivityEntity, CaseActivityType } from '#events';
import { DEMO_USERS } from './demo-data.js';
import { channelOf, DEMO_MESSAGES, type DemoMessage, sentBodyOf } from './demo-messages.js';

const ACTIVITY: Record<string, CaseActivityType> = {
  EMAIL_OUTBOUND: CaseActivityType.OUTBOUND_EMAIL,
  EMAIL_INBOUND: CaseActivityType.INBOUND_EMAIL,
  SMS_OUTBOUND: CaseActivityType.SMS_SENT,
  SMS_INBOUND: CaseActivityType.SMS_RECEIVED,
};

const isInbound = (message: DemoMessage) => message.type.startsWith('INBOUND');
const statusOf = (message: DemoMessage) =>
  isInbound(message) ? 'RECEIVED' : message.type.endsWith('_ERROR') ? 'ERROR' : 'SENT';

/**
 * Adds the demo message threads to the demo cases that exist and lack them, each message with its timeline
 * entry, by fixed ids: running it again adds nothing, and a database without the demo cases is not touched.
 * Returns how many messages it added.
 */
export async function seedDemoMessages(manager: EntityManager, now = new Date()): Promise<number> {
  const userIdByKey = new Map(DEMO_USERS.map((user) => [user.key, user.id]));
  let added = 0;
  for (const message of DEMO_MESSAGES) {
    const caseRecord = await manager.findOneBy(CaseEntity, { id: message.caseId });
    if (!caseRecord) continue;
    const at = new Date(now.getTime() - message.hoursAgo * 3_600_000);
    const channel = channelOf(message.type);
    const authorId = userIdByKey.get(message.author)!;
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(CaseMessageEntity)
      .values({
        id: message.id,
        organizationId: caseRecord.organizationId,
        caseId: caseRecord.id,
        channel,
        type: message.type,
        toAddress: message.toAddress,
        subject: message.subject ?? null,
        body: message.body,
        sentBody: sentBodyOf(message),
        providerMessageId: message.providerMessageId,
        providerStatus: message.providerStatus ?? null,
        errorReason: message.errorReason ?? null,
        attempts: isInbound(message) ? 0 : 1,
        sentAt: message.type === CaseMessageType.OUTBOUND_SMS_ERROR ? null : at,
        createdById: authorId,
        createdAt: at,
        updatedAt: at,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    if ((inserted.raw as unknown[]).length === 0) continue;
    added += 1;
    await manager.insert(CaseActivityEntity, {
      organizationId: caseRecord.organizationId,
      caseId: caseRecord.id,
      type: ACTIVITY[`${channel}_${isInbound(message) ? 'INBOUND' : 'OUTBOUND'}`],
      actorUserId: authorId,
      payload: { messageId: message.id, channel, status: statusOf(message) },
      createdAt: at,
      // Nobody is listening while seeding: nothing for the outbox relay to re-send.
      dispatchedAt: now,
    });
  }
  return added;
}
