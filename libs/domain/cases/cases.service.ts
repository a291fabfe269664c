import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { notFound, type Principal, Role } from '#access';
import { CaseEntity } from './case.entity.js';

@Injectable()
export class CasesService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * A case the caller may see: in an organization it may act in, and for an employee only
   * their own. Anything else is NOT_FOUND, never a hint that it exists.
   */
  async findVisible(principal: Principal, caseId: string): Promise<CaseEntity> {
    const caseRecord = principal.assertCanSee(
      await this.dataSource.getRepository(CaseEntity).findOneBy({ id: caseId }),
    );
    if (principal.role === Role.USER && caseRecord.submitterId !== principal.userId) throw notFound();
    return caseRecord;
  }
}
