import { type AccessRule, Role } from '#access';

/** Who may open the job queues board: a CV Admin (operations work across every organization). */
export const QueueBoardRule = {
  roles: [Role.CVADMIN],
  message: 'Only a CV Admin can open the job queues',
} satisfies AccessRule;
