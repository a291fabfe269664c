import type { EntityManager } from 'typeorm';
import { badInput, isUuid } from '#access';
import type { CaseEntity } from '#domain/cases';
import {
  fillPlaceholders,
  findPlaceholders,
  findUnknownPlaceholders,
  type PlaceholderValues,
  placeholderToken,
  TemplatePlaceholder,
} from '#domain/communication-templates';
import { UserEntity } from '#domain/users';

const P = TemplatePlaceholder;

/** The person each placeholder is about, and how to say it is missing. */
const MISSING: Record<TemplatePlaceholder, { reason: string; field: string }> = {
  [P.CASE_ID]: { reason: 'The case has no id', field: 'caseId' },
  [P.ASSIGNEE_EMAIL]: { reason: 'The case has no primary assignee', field: 'text' },
  [P.ASSIGNEE_NAME]: { reason: 'The case has no primary assignee', field: 'text' },
  [P.SUBMITTER_EMAIL]: { reason: 'The employee has no e-mail address', field: 'text' },
  [P.SUBMITTER_NAME]: { reason: 'The employee has no name', field: 'text' },
  [P.SUBMITTER_PHONE]: { reason: 'The employee has no phone number', field: 'text' },
  [P.TEAM_MEMBER_EMAIL]: { reason: 'Choose a team member (teamMemberId)', field: 'teamMemberId' },
  [P.TEAM_MEMBER_NAME]: { reason: 'Choose a team member (teamMemberId)', field: 'teamMemberId' },
};

export const NOT_ON_TEAM = 'teamMemberId: not on this case team';

/**
 * `text` with its placeholders filled from the case: the case id as people see it (its short id), the
 * primary assignee, the employee who submitted it and, when given, a member of the case team. Refused
 * (BAD_USER_INPUT, before anything is written) when the text holds a placeholder that is not the product's,
 * or one whose value the case does not have: a message never goes out with a blank where a name belongs.
 * `teamMemberId` must be on the case team even when the text does not use it.
 */
export async function fillMessagePlaceholders(
  manager: EntityManager,
  caseRecord: CaseEntity,
  text: string,
  teamMemberId: string | null | undefined,
  teamMemberIds: () => Promise<readonly string[]>,
): Promise<string> {
  const unknown = findUnknownPlaceholders(text);
  if (unknown.length > 0) {
    throw badInput(
      `text: ${unknown.join(', ')} ${unknown.length > 1 ? 'are not placeholders' : 'is not a placeholder'}`,
      'text',
    );
  }
  const teamMember = teamMemberId ? await loadTeamMember(manager, teamMemberId, teamMemberIds) : null;
  const used = findPlaceholders(text);
  if (used.length === 0) return text;
  const values = await placeholderValues(manager, caseRecord, teamMember);
  for (const name of used) {
    if (!values[name]) {
      const { reason, field } = MISSING[name];
      throw badInput(`${reason} for ${placeholderToken(name)}`, field);
    }
  }
  return fillPlaceholders(text, values);
}

async function loadTeamMember(
  manager: EntityManager,
  teamMemberId: string,
  teamMemberIds: () => Promise<readonly string[]>,
): Promise<UserEntity> {
  if (!isUuid(teamMemberId) || !(await teamMemberIds()).includes(teamMemberId))
    throw badInput(NOT_ON_TEAM, 'teamMemberId');
  const member = await manager.findOneBy(UserEntity, { id: teamMemberId });
  if (!member) throw badInput(NOT_ON_TEAM, 'teamMemberId');
  return member;
}

async function placeholderValues(
  manager: EntityManager,
  caseRecord: CaseEntity,
  teamMember: UserEntity | null,
): Promise<PlaceholderValues> {
  const person = (id: string | null) => (id ? manager.findOneBy(UserEntity, { id }) : Promise.resolve(null));
  const assignee = await person(caseRecord.assignedToId);
  const submitter = await person(caseRecord.submitterId);
  return {
    [P.CASE_ID]: caseRecord.shortId,
    [P.ASSIGNEE_EMAIL]: assignee?.email,
    [P.ASSIGNEE_NAME]: assignee?.fullName,
    [P.SUBMITTER_EMAIL]: submitter?.email,
    [P.SUBMITTER_NAME]: submitter?.fullName,
    [P.SUBMITTER_PHONE]: submitter?.phoneNumber,
    [P.TEAM_MEMBER_EMAIL]: teamMember?.email,
    [P.TEAM_MEMBER_NAME]: teamMember?.fullName,
  };
}
