import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseEntity } from '#database';
import { CaseEntity, OrderStatus } from '#domain/cases';
import { PharmacyEntity } from '#domain/catalog';

/** Where an order line came from: the decision's medication, the case's plan (bundle), or a formulary pick. */
export const OrderLineSource = { DECISION: 'DECISION', BUNDLE: 'BUNDLE', FORMULARY: 'FORMULARY' } as const;
export type OrderLineSource = (typeof OrderLineSource)[keyof typeof OrderLineSource];

/** One thing to dispense, copied when the order is placed (later edits of the decision or bundle leave it). */
export interface OrderLine {
  source: OrderLineSource;
  name: string;
  quantity: number;
  dosage: string | null;
  productId: string | null;
  productVariantId: string | null;
  refillCount: number | null;
  pharmacyInstructions: string | null;
}

export interface OrderShippingAddress {
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  country: string;
  postalCode: string;
}

/**
 * An order of a case to a pharmacy. The row is also the outbox of its send: `sentAt` stays null until the
 * pharmacy accepted it, and the send job (job id = order id, idempotency key = order id) reruns harmlessly.
 */
@Entity('case_order')
@Index('case_order_case_idx', ['caseId'])
@Index('case_order_organization_case_created_idx', ['organizationId', 'caseId', 'createdAt', 'id'])
// Partial (status = 'PLACED' AND sent_at IS NULL), made by the migration: the unsent orders the sweep re-enqueues.
@Index('case_order_unsent_idx', { synchronize: false })
@Index('case_order_pharmacy_idx', ['pharmacyId'])
export class CaseOrderEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  caseId: string;

  @ManyToOne(() => CaseEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'case_id' })
  caseRecord?: Relation<CaseEntity>;

  @Column({ type: 'uuid' })
  pharmacyId: string;

  @ManyToOne(() => PharmacyEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'pharmacy_id' })
  pharmacy?: Relation<PharmacyEntity>;

  /** The decision whose medication the order carries, if any. */
  @Column({ type: 'uuid', nullable: true })
  decisionId: string | null;

  /** The case's plan when the order was placed, if it had one. */
  @Column({ type: 'uuid', nullable: true })
  productBundleId: string | null;

  @Column({ type: 'varchar', length: 20 })
  status: OrderStatus;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  statusChangedAt: Date;

  @Column({ type: 'jsonb' })
  lines: OrderLine[];

  @Column({ type: 'jsonb' })
  shippingAddress: OrderShippingAddress;

  @Column({ type: 'varchar', length: 100, nullable: true })
  trackingNumber: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  carrier: string | null;

  /** When the pharmacy accepted the order (a 2xx to the signed send); null while it is to be sent. */
  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** The pharmacy's own reference, from its answer to the send. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  pharmacyReference: string | null;

  @Column({ type: 'integer', default: 0 })
  sendAttempts: number;

  /** Why the last send failed (status code or network error; never the order's contents). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  sendError: string | null;

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;
}
