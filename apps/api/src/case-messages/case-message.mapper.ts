import { type CaseMessageEntity, messageDirection, messageStatus } from '#domain/case-messages';
import type { CaseMessage } from './case-message.model.js';

/** The message as the viewer may see it: the employee never gets the team's internal fields. */
export function toCaseMessage(message: CaseMessageEntity, employeeView: boolean): CaseMessage {
  return {
    id: message.id,
    caseId: message.caseId,
    channel: message.channel,
    type: message.type,
    direction: messageDirection(message.type),
    status: messageStatus(message.type),
    subject: message.subject,
    text: message.body,
    sentAt: message.sentAt,
    createdAt: message.createdAt,
    updatedAt: message.updatedAt,
    toAddress: employeeView ? null : message.toAddress,
    sentText: employeeView ? null : message.sentBody,
    errorReason: employeeView ? null : message.errorReason,
    providerMessageId: employeeView ? null : message.providerMessageId,
    createdById: employeeView ? null : message.createdById,
  };
}
