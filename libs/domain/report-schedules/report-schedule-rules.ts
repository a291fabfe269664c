import { type AccessRule, Role } from '#access';

/** Spec 000 §6 "Admin or cvadmin: schedule reports". */
export const ScheduleReportsRule = {
  roles: [Role.ADMIN, Role.CVADMIN],
  message: 'Only an admin can schedule reports',
} satisfies AccessRule;
