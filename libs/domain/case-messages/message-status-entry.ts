import type { EntityManager } from 'typeorm';
import type { CaseActivityRecorder } from '#events';
import type { CaseMessageEntity } from './case-message.entity.js';
import { activityTypeOf } from './case-messages.service.js';

/** The longest provider reason kept on a message (staff only). */
export const MAX_REASON_LENGTH = 1000;

/**
 * Puts a provider's verdict on a message on the case's timeline. The reason stays on the message (staff
 * only), as for a send that failed; the timeline says only the status.
 */
export function recordMessageStatus(
  recorder: CaseActivityRecorder,
  manager: EntityManager,
  message: CaseMessageEntity,
  status: 'SENT' | 'ERROR',
): Promise<unknown> {
  return recorder.record(manager, {
    organizationId: message.organizationId,
    caseId: message.caseId,
    type: activityTypeOf(message.channel),
    actorUserId: null,
    payload: { messageId: message.id, channel: message.channel, status },
  });
}
