/** Pub/sub topics; the process-wide prefix is added by LivePubSub. */
export const caseTopic = (caseId: string): string => `case:${caseId}`;
export const organizationCasesTopic = (organizationId: string): string => `org:${organizationId}:cases`;
export const userTopic = (userId: string): string => `user:${userId}`;

/** The message published for a recorded case activity (ids and enums only, never PHI). */
export interface CaseActivityMessage {
  id: string;
  organizationId: string;
  caseId: string;
  type: string;
  actorUserId: string | null;
  createdAt: string;
  payload: Record<string, unknown>;
}
