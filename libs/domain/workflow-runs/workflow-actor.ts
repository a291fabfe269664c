import { Principal, Role } from '#access';

/**
 * Who the access rules see when a workflow acts: the organization itself, as an administrator of it with no
 * user behind it. It reads what an administrator may read (the organization's templates, forms), is never a
 * case's assignee (so it cannot accept a case for someone) and writes nothing in its name: timeline entries
 * and messages of a run carry no actor (actorUserId null, createdById null).
 */
export const WORKFLOW_ACTOR_ID = '00000000-0000-0000-0000-000000000000';

export const workflowActor = (organizationId: string): Principal =>
  Principal.forSession(
    { id: WORKFLOW_ACTOR_ID, role: Role.ADMIN, organizationId, isMultiOrgAdmin: false, organizationAccess: [] },
    organizationId,
  );
