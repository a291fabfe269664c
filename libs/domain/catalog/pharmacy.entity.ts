import { Column, Entity, JoinTable, ManyToMany, type Relation } from 'typeorm';
import { BaseEntity } from '#database';
import { OrganizationEntity } from '#domain/organizations';

/** A pharmacy that fills prescriptions, and the organizations it serves. */
@Entity('pharmacy')
export class PharmacyEntity extends BaseEntity {
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  /** Where a later pharmacy adapter sends orders; never shown outside staff screens. */
  @Column({ type: 'varchar', length: 2000, nullable: true })
  endpointUrl: string | null;

  /**
   * The pharmacy's Standard Webhooks secret (`whsec_` and base64): signs the orders sent to it and verifies the
   * status webhooks it sends back. Never selected unless asked for, never returned over GraphQL.
   */
  @Column({ type: 'varchar', length: 200, nullable: true, select: false })
  signingSecret: string | null;

  @ManyToMany(() => OrganizationEntity)
  @JoinTable({
    name: 'pharmacy_organization',
    joinColumn: { name: 'pharmacy_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'organization_id', referencedColumnName: 'id' },
  })
  organizations?: Relation<OrganizationEntity[]>;
}
