import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isUuid, notFound, Permission, type Principal } from '#access';
import { CaseEntity } from './case.entity.js';
import { caseReach, isWithinReach } from './case-visibility.js';

@Injectable()
export class CasesService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * A case the caller may see: in an organization it may act in and within its reach (an employee's
   * own, a caseworker's assigned ones, every case for who holds get_any_org_case_by_id). Anything
   * else is NOT_FOUND, never a hint that it exists. `lock` holds the row for a change.
   */
  async findVisible(
    principal: Principal,
    caseId: string,
    options: { manager?: EntityManager; lock?: boolean } = {},
  ): Promise<CaseEntity> {
    if (!isUuid(caseId)) throw notFound();
    const manager = options.manager ?? this.dataSource.manager;
    const found = await manager.findOne(CaseEntity, {
      where: { id: caseId },
      ...(options.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    const caseRecord = principal.assertCanSee(found);
    const scoped = principal.inOrganization(caseRecord.organizationId);
    const reach = caseReach(scoped, Permission.GET_ANY_ORG_CASE_BY_ID);
    const teamMemberIds = reach === 'involved' ? await this.teamMemberIds(manager, caseRecord.id) : [];
    if (!isWithinReach(caseRecord, reach, scoped.userId, teamMemberIds)) throw notFound();
    return caseRecord;
  }

  async teamMemberIds(manager: EntityManager, caseId: string): Promise<string[]> {
    const rows: { user_id: string }[] = await manager.query('SELECT user_id FROM case_assignee WHERE case_id = $1', [
      caseId,
    ]);
    return rows.map((row) => row.user_id);
  }
}
