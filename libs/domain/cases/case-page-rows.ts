import type { EntityMetadata } from 'typeorm';
import { UserEntity } from '#domain/users';
import type { CaseEntity } from './case.entity.js';
import type { CasePersonRecord } from './cases.service.js';

/**
 * Rows of a case list page read as plain rows, not through TypeORM's entity hydration, which cost
 * more than the statement itself on a page of 50: the case's columns under their property names, and
 * the submitter and assignee named on each row.
 */
export class CasePageRows {
  /** `c.<column> AS "<property>"` for every column of case_record. */
  readonly caseColumns: string;

  constructor(metadata: EntityMetadata) {
    this.caseColumns = metadata.columns
      .map((column) => `c.${column.databaseName} AS "${column.propertyName}"`)
      .join(', ');
  }

  /** What a person named on a case is read as (see CasesService.usersByIds), from table alias `alias`. */
  static personColumns(alias: string, prefix: string): string {
    return ['id', 'first_name', 'last_name', 'email', 'role']
      .map((column) => `${alias}.${column} AS "${prefix}_${column}"`)
      .join(', ');
  }

  /**
   * The row itself: its case columns already carry the entity's property names and types. (Copying 36
   * columns of 50 rows into entity objects showed up in the api's profile.) The page's other columns
   * (cursor, total, people) ride along unread.
   */
  toCase(row: Record<string, unknown>): CaseEntity {
    return row as unknown as CaseEntity;
  }

  /** The person under `prefix`, or null when the row names none. */
  static toPerson(row: Record<string, unknown>, prefix: string): CasePersonRecord | null {
    const id = row[`${prefix}_id`];
    if (typeof id !== 'string') return null;
    return Object.assign(new UserEntity(), {
      id,
      firstName: row[`${prefix}_first_name`] as string,
      lastName: row[`${prefix}_last_name`] as string,
      email: row[`${prefix}_email`] as string,
      role: row[`${prefix}_role`] as UserEntity['role'],
    });
  }
}
