import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { type AppError, badInput, forbidden, illegalState, isUuid, Permission, type Principal, Role } from '#access';
import { CaseActivityType } from '#events';
import { notifyCaseAssigned } from '#domain/notifications';
import { parseInput } from '#domain/shared';
import { CaseChange } from './case-change.js';
import type { CaseEntity } from './case.entity.js';
import { CaseStatus, VisitType } from './case.enums.js';
import { CaseMessages } from './case.messages.js';
import { requireCaseMember } from './case-members.js';
import { DECIDED_STATUSES } from './case-transitions.js';
import { CaseWorkRules } from './case-work-rules.js';
import { CasesService } from './cases.service.js';

const DECIDED_MESSAGE = 'This case is decided; reopen it to assign it again';

const userIdsSchema = z.object({
  userIds: z
    .array(z.string().refine(isUuid, 'must be user ids'))
    .min(1, 'name at least one user')
    .max(20, 'at most 20 users at once'),
});

const canBeAssigned = (member: Principal) => member.has(Permission.CAN_BE_ASSIGNED_TO_CASE);
const canJoinTeam = (member: Principal) => member.has(Permission.CAN_BE_ADDED_TO_CASE_TEAM);
/** The HR representative is an organization's HR Administrator or HR Representative. */
const canBeHrRep = (member: Principal) => member.role === Role.ADMIN || member.role === Role.CASEMANAGER;

type CaseState = Pick<CaseEntity, 'status' | 'assignedToId' | 'hrRepId'>;

/** Why assignCase may not name an assignee on this case, or null. */
export function assignCaseRefusal(caseRecord: CaseState): AppError | null {
  return DECIDED_STATUSES.includes(caseRecord.status) ? illegalState(DECIDED_MESSAGE) : null;
}

/** Why unassignCase has nothing to take off this case, or null. */
export function unassignCaseRefusal(caseRecord: CaseState): AppError | null {
  if (!caseRecord.assignedToId) return illegalState('This case has no assignee');
  return assignCaseRefusal(caseRecord);
}

/** Why the caller may not accept this case, or null: only its assignee, and only while it is ASSIGNED. */
export function acceptCaseRefusal(principal: Principal, caseRecord: CaseState): AppError | null {
  if (caseRecord.assignedToId !== principal.userId) return forbidden(CaseMessages.ACCEPT);
  if (caseRecord.status !== CaseStatus.ASSIGNED) return illegalState('Only an assigned case can be accepted');
  return null;
}

/** Why `userId` cannot be taken off a case team made of `team`, or null. */
export function teamMemberRemovalRefusal(team: readonly string[], userId: string): AppError | null {
  return isUuid(userId) && team.includes(userId) ? null : badInput('userId: not on this case team', 'userId');
}

/** Why unassignCaseHrRep has nothing to take off this case, or null. */
export function unassignHrRepRefusal(caseRecord: CaseState): AppError | null {
  return caseRecord.hrRepId ? null : illegalState('This case has no HR representative');
}

/** Who works a case: its assignee (who accepts it), its team and its HR representative. */
@Injectable()
export class CaseAssignmentService {
  constructor(
    @Inject(CaseChange) private readonly change: CaseChange,
    @Inject(CasesService) private readonly cases: CasesService,
  ) {}

  /**
   * Assigns the case to a user who can be assigned to cases; the assignee then accepts it. Assigning
   * oneself counts as accepting. A decided case is reopened before it is assigned again.
   */
  assign(principal: Principal, caseId: string, userId: string, visitType: VisitType | null | undefined) {
    if (visitType !== null && visitType !== undefined && !Object.values(VisitType).includes(visitType)) {
      throw badInput('visitType: not a visit type', 'visitType');
    }
    return this.change.run(principal, caseId, CaseWorkRules.assign, async ({ manager, caseRecord, record }) => {
      const refusal = assignCaseRefusal(caseRecord);
      if (refusal) throw refusal;
      const assignee = await requireCaseMember(manager, caseRecord.organizationId, userId, canBeAssigned, 'userId');
      if (caseRecord.assignedToId === assignee.id && (visitType ?? caseRecord.visitType) === caseRecord.visitType) {
        throw illegalState('This case is already assigned to this user');
      }
      const previousUserId = caseRecord.assignedToId;
      const now = new Date();
      const selfAssigned = assignee.id === principal.userId;
      Object.assign(caseRecord, {
        assignedToId: assignee.id,
        assignedById: principal.userId,
        assignedAt: now,
        visitType: visitType ?? caseRecord.visitType,
        status: selfAssigned ? CaseStatus.IN_PROGRESS : CaseStatus.ASSIGNED,
        inProgressAt: selfAssigned ? now : caseRecord.inProgressAt,
      } satisfies Partial<CaseEntity>);
      const saved = await manager.save(caseRecord);
      const activity = await record(CaseActivityType.ADD_CASE_ASSIGNEE, {
        userId: assignee.id,
        previousUserId,
        isPrimary: true,
        visitType: saved.visitType,
        status: saved.status,
      });
      await notifyCaseAssigned(manager, {
        activityId: activity.id,
        caseRecord: saved,
        assigneeId: assignee.id,
        actorUserId: principal.userId,
      });
      return saved;
    });
  }

  /** Takes the assignee off the case: it is new again unless it was decided. */
  unassign(principal: Principal, caseId: string) {
    return this.change.run(principal, caseId, CaseWorkRules.assign, async ({ manager, caseRecord, record }) => {
      const refusal = unassignCaseRefusal(caseRecord);
      if (refusal) throw refusal;
      const previousUserId = caseRecord.assignedToId;
      Object.assign(caseRecord, {
        assignedToId: null,
        assignedById: null,
        assignedAt: null,
        status: CaseStatus.OPEN,
      } satisfies Partial<CaseEntity>);
      const saved = await manager.save(caseRecord);
      await record(CaseActivityType.REMOVE_ASSIGNEE, { userId: previousUserId, isPrimary: true });
      return saved;
    });
  }

  /** The assignee confirms it takes the case: ASSIGNED becomes IN_PROGRESS. Nobody else may. */
  accept(principal: Principal, caseId: string) {
    return this.change.run(principal, caseId, CaseWorkRules.accept, async ({ manager, caseRecord, record }) => {
      const refusal = acceptCaseRefusal(principal, caseRecord);
      if (refusal) throw refusal;
      caseRecord.status = CaseStatus.IN_PROGRESS;
      caseRecord.inProgressAt = new Date();
      const saved = await manager.save(caseRecord);
      await record(CaseActivityType.CHANGE_STATUS, { from: CaseStatus.ASSIGNED, to: CaseStatus.IN_PROGRESS });
      return saved;
    });
  }

  /** Adds users to the case team; those already on it are left as they are. */
  addTeamMembers(principal: Principal, caseId: string, userIds: string[]) {
    const parsed = parseInput(userIdsSchema, { userIds });
    return this.change.run(principal, caseId, CaseWorkRules.assign, async ({ manager, caseRecord, record }) => {
      const current = new Set(await this.cases.teamMemberIds(manager, caseRecord.id));
      const added: string[] = [];
      for (const userId of new Set(parsed.userIds)) {
        const member = await requireCaseMember(manager, caseRecord.organizationId, userId, canJoinTeam, 'userIds');
        if (current.has(member.id)) continue;
        await manager.query('INSERT INTO case_assignee (case_id, user_id) VALUES ($1, $2)', [caseRecord.id, member.id]);
        await record(CaseActivityType.ADD_CASE_ASSIGNEE, { userId: member.id, isPrimary: false });
        added.push(member.id);
      }
      if (added.length === 0) throw illegalState('These users are already on the case team');
      return this.touch(manager, caseRecord);
    });
  }

  removeTeamMember(principal: Principal, caseId: string, userId: string) {
    return this.change.run(principal, caseId, CaseWorkRules.assign, async ({ manager, caseRecord, record }) => {
      const team = await this.cases.teamMemberIds(manager, caseRecord.id);
      const refusal = teamMemberRemovalRefusal(team, userId);
      if (refusal) throw refusal;
      await manager.query('DELETE FROM case_assignee WHERE case_id = $1 AND user_id = $2', [caseRecord.id, userId]);
      await record(CaseActivityType.REMOVE_ASSIGNEE, { userId, isPrimary: false });
      return this.touch(manager, caseRecord);
    });
  }

  assignHrRep(principal: Principal, caseId: string, userId: string) {
    return this.change.run(principal, caseId, CaseWorkRules.assignHrRep, async ({ manager, caseRecord, record }) => {
      const hrRep = await requireCaseMember(manager, caseRecord.organizationId, userId, canBeHrRep, 'userId');
      if (caseRecord.hrRepId === hrRep.id) throw illegalState('This user is already the HR representative');
      const previousUserId = caseRecord.hrRepId;
      caseRecord.hrRepId = hrRep.id;
      const saved = await manager.save(caseRecord);
      await record(CaseActivityType.ADD_HR_REP, { userId: hrRep.id, previousUserId });
      return saved;
    });
  }

  unassignHrRep(principal: Principal, caseId: string) {
    return this.change.run(principal, caseId, CaseWorkRules.assignHrRep, async ({ manager, caseRecord, record }) => {
      const refusal = unassignHrRepRefusal(caseRecord);
      if (refusal) throw refusal;
      const previousUserId = caseRecord.hrRepId;
      caseRecord.hrRepId = null;
      const saved = await manager.save(caseRecord);
      await record(CaseActivityType.REMOVE_HR_REP, { userId: previousUserId });
      return saved;
    });
  }

  /** A team change is a change of the case: its updatedAt moves so lists and caches see it. */
  private async touch(manager: EntityManager, caseRecord: CaseEntity) {
    caseRecord.updatedAt = new Date();
    return manager.save(caseRecord);
  }
}
