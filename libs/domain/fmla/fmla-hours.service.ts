import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { type AccessRule, isUuid, notFound, type Principal, Role } from '#access';
import { parseInput } from '../shared/parse-input.js';
import { UserEntity } from '../users/user.entity.js';
import { FmlaHoursEntity } from './fmla-hours.entity.js';

const { CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA } = Role;

/** "Employee FMLA hours: updated by case workers, read by the organization admin" (case workers read what they write). */
export const FmlaRules = {
  update: { roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER], message: 'Not authorized to update FMLA hours' },
  read: { roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA] },
} satisfies Record<string, AccessRule>;

const hours = z.number().min(0, 'must not be negative').max(1000, 'must be at most 1,000 hours');
const entrySchema = z
  .object({ fmlaHoursTaken: hours, workHoursMissed: hours })
  .refine((entry) => entry.fmlaHoursTaken > 0 || entry.workHoursMissed > 0, 'Enter some hours');

export interface FmlaEntryInput {
  fmlaHoursTaken: number;
  workHoursMissed: number;
}

@Injectable()
export class FmlaHoursService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async add(principal: Principal, userId: string, input: FmlaEntryInput): Promise<FmlaHoursEntity> {
    const parsed = parseInput(entrySchema, input);
    const employee = await this.employeeOf(principal, userId);
    const repository = this.dataSource.getRepository(FmlaHoursEntity);
    return repository.save(
      repository.create({
        organizationId: employee.organizationId!,
        userId: employee.id,
        fmlaHoursTaken: parsed.fmlaHoursTaken.toFixed(2),
        workHoursMissed: parsed.workHoursMissed.toFixed(2),
        createdById: principal.userId,
      }),
    );
  }

  /** Newest first. */
  async entriesOf(principal: Principal, userId: string): Promise<FmlaHoursEntity[]> {
    const employee = await this.employeeOf(principal, userId);
    return this.dataSource.getRepository(FmlaHoursEntity).find({
      where: { organizationId: employee.organizationId!, userId: employee.id },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  /** An employee of the caller's organization; anyone else does not exist here. */
  private async employeeOf(principal: Principal, userId: string): Promise<UserEntity> {
    const organizationId = principal.requireOrganizationId();
    if (!isUuid(userId)) throw notFound();
    const employee = await this.dataSource.getRepository(UserEntity).findOneBy({ id: userId, organizationId });
    if (!employee || employee.role !== Role.USER) throw notFound();
    return employee;
  }
}
