import { FollowUpFormStatus } from '#domain/cases';

/** The values of Case.followUpFormStatus (defined with the case's other enums). */
export { FollowUpFormStatus };
export const FOLLOW_UP_FORM_STATUSES = Object.values(FollowUpFormStatus);
