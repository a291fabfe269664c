import { useSession } from '../../app/session/use-session';
import { CasesAcrossOrganizations } from './CasesAcrossOrganizations';

/** My Tasks (my-tasks, Cvadmin and Cvtpa): the cases assigned to the signed-in user, in every organization. */
export function MyTasksPage() {
  const session = useSession();
  return (
    <CasesAcrossOrganizations
      title="My Tasks"
      assigneeId={session.user?.id}
      liveAssigned
      emptyText="Cases assigned to you appear here."
    />
  );
}

export default MyTasksPage;
