import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import type { Principal } from '#access';
import { CaseEntity, CasesService, isCaseVisibleTo } from '#domain/cases';
import type { BellNotice } from '#domain/notifications';
import type { UserNotification } from './notification.model.js';

/**
 * A notice's body speaks about its case, so it is shown only while the reader may still see that case:
 * checked at every read (an unassigned caseworker keeps the notice's title, not its body). Cases and
 * their teams are loaded once per page.
 */
@Injectable()
export class NotificationCaseAccess {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CasesService) private readonly cases: CasesService,
  ) {}

  async forReader(principal: Principal, notices: readonly BellNotice[]): Promise<UserNotification[]> {
    const caseIds = [...new Set(notices.map((notice) => notice.caseId).filter((id): id is string => Boolean(id)))];
    const visible = new Set<string>();
    if (caseIds.length > 0) {
      const [cases, teams] = await Promise.all([
        this.dataSource.getRepository(CaseEntity).findBy({ id: In(caseIds) }),
        this.cases.teamsByCaseIds(caseIds),
      ]);
      for (const caseRecord of cases) {
        if (await isCaseVisibleTo(principal, caseRecord, async () => teams.get(caseRecord.id) ?? [])) {
          visible.add(caseRecord.id);
        }
      }
    }
    return notices.map((notice) => {
      const caseAvailable = notice.caseId !== null && visible.has(notice.caseId);
      return {
        id: notice.id,
        kind: notice.kind,
        title: notice.title,
        body: notice.caseId === null || caseAvailable ? notice.body : null,
        caseId: notice.caseId,
        caseNumber: notice.caseNumber,
        caseAvailable,
        createdAt: notice.createdAt,
        readAt: notice.readAt,
      };
    });
  }
}
