import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '#database';

/** A named permission list; organizationId null marks a predefined role every organization can use. */
@Entity('custom_role')
@Index('custom_role_organization_name_key', ['organizationId', 'name'], { unique: true })
export class CustomRoleEntity extends BaseEntity {
  @Column({ type: 'uuid', nullable: true })
  organizationId: string | null;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 200 })
  label: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  permissions: string[];
}
