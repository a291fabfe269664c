import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { z } from 'zod';
import { type AccessRule, type AppError, isUuid, notFound, type Principal, Role } from '#access';
import { parseInput } from '#domain/shared';
import { UserEntity } from '#domain/users';
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

/** What the FMLA rule reads of the person whose hours are asked for. */
export type FmlaPerson = Pick<UserEntity, 'id' | 'organizationId' | 'role'>;

/**
 * Why the caller may not read or record FMLA hours of `person`, or null: the hours are an employee's
 * (role User) of the caller's own organization; anyone else does not exist here.
 */
export function fmlaPersonRefusal(principal: Principal, person: FmlaPerson | null): AppError | null {
  if (!person || !principal.organizationId || person.organizationId !== principal.organizationId) return notFound();
  return person.role === Role.USER ? null : notFound();
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

  /** The people FMLA hours may be asked for, by id (batched per request by the api's loaders). */
  async peopleByIds(ids: readonly string[]): Promise<Map<string, FmlaPerson>> {
    const people = await this.dataSource.getRepository(UserEntity).find({
      select: { id: true, organizationId: true, role: true },
      where: { id: In([...ids]) },
    });
    return new Map(people.map((person) => [person.id, person]));
  }

  /** An employee of the caller's organization; anyone else does not exist here. */
  private async employeeOf(principal: Principal, userId: string): Promise<UserEntity> {
    const organizationId = principal.requireOrganizationId();
    if (!isUuid(userId)) throw notFound();
    const employee = await this.dataSource.getRepository(UserEntity).findOneBy({ id: userId, organizationId });
    const refusal = fmlaPersonRefusal(principal, employee);
    if (refusal || !employee) throw refusal ?? notFound();
    return employee;
  }
}
