import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { badInput, forbidden, illegalState, isUuid, notFound, type Principal, restricted } from '#access';
import { CaseActivityType } from '#events';
import { CaseDecisionEntity } from '#domain/case-decisions';
import { CaseChange, type CaseEntity, CaseMessages, CasesService, OrderStatus } from '#domain/cases';
import { OrganizationProductEntity, ProductBundleEntity } from '#domain/catalog';
import { parseInput } from '#domain/shared';
import { CaseOrderEntity, type OrderLine, OrderLineSource } from './case-order.entity.js';
import {
  changeOrderStatusSchema,
  type CreateCaseOrderInput,
  createCaseOrderSchema,
  orderTrackingSchema,
} from './order-input.schemas.js';
import { OrderRules } from './order-rules.js';
import { OrderSendQueue } from './order-send-queue.js';
import { followLatestOrder, moveOrder, trackOrder } from './order-status-change.js';
import { isAllowedOrderMove, orderMoveMessage } from './order-transitions.js';

/** Orders take tracking while they are with the pharmacy or the carrier. */
const TRACKABLE: readonly OrderStatus[] = [
  OrderStatus.PLACED,
  OrderStatus.PROCESSING,
  OrderStatus.SHIPPED,
  OrderStatus.TRANSIT_FAILURE,
  OrderStatus.DELIVERED,
];

export interface CaseOrdersView {
  orders: CaseOrderEntity[];
  /** False for the employee: the pharmacy's send details stay with staff. */
  detailed: boolean;
}

/** Orders of a case to a pharmacy: placed here, sent by the worker, moved by staff and by the pharmacy. */
@Injectable()
export class CaseOrdersService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CaseChange) private readonly change: CaseChange,
    @Inject(CasesService) private readonly cases: CasesService,
    @Inject(OrderSendQueue) private readonly sends: OrderSendQueue,
  ) {}

  /**
   * Places an order (PLACED) from the decision's medication, the case's plan and chosen formulary products,
   * to a pharmacy serving the organization, and records ORDER_CREATED (which fires ORDER_PLACED). The worker
   * sends it. Bad input writes nothing.
   */
  async create(principal: Principal, input: CreateCaseOrderInput): Promise<CaseOrderEntity> {
    const parsed = parseInput(createCaseOrderSchema, input);
    const order = await this.change.run(principal, parsed.caseId, OrderRules.manage, async (context) => {
      const { manager, caseRecord, record } = context;
      await this.requireOrderingPharmacy(manager, parsed.pharmacyId, caseRecord.organizationId);
      const decision = await this.decisionFor(manager, caseRecord, parsed.decisionId);
      const bundle = await this.bundleFor(manager, caseRecord, parsed.includeBundle);
      const lines: OrderLine[] = [
        ...(decision ? [decisionLine(decision)] : []),
        ...(bundle?.products ?? []).map((product) =>
          line(OrderLineSource.BUNDLE, product.name, 1, { productId: product.id }),
        ),
        ...(await this.formularyLines(manager, caseRecord.organizationId, parsed.formularyItems ?? [])),
      ];
      if (lines.length === 0)
        throw badInput(
          'Nothing to order: the case has no decision naming a medication and no plan, and no formulary product was chosen',
        );
      const saved = await manager.save(
        manager.create(CaseOrderEntity, {
          organizationId: caseRecord.organizationId,
          caseId: caseRecord.id,
          pharmacyId: parsed.pharmacyId,
          decisionId: decision?.id ?? null,
          productBundleId: bundle?.id ?? null,
          status: OrderStatus.PLACED,
          statusChangedAt: new Date(),
          lines,
          shippingAddress: parsed.shippingAddress,
          createdById: principal.userId,
        }),
      );
      await followLatestOrder(manager, caseRecord.id);
      await record(CaseActivityType.ORDER_CREATED, {
        orderId: saved.id,
        status: saved.status,
        pharmacyId: saved.pharmacyId,
      });
      return saved;
    });
    await this.sends.addSoon(order);
    return order;
  }

  /** A staff move along ORDER_STATUS_MOVES; ILLEGAL_STATE otherwise. Placing again (after ERROR) resends. */
  async changeStatus(principal: Principal, input: { orderId: string; status: OrderStatus }): Promise<CaseOrderEntity> {
    const parsed = parseInput(changeOrderStatusSchema, input);
    const caseId = await this.caseOf(principal, parsed.orderId);
    let resend = false;
    const order = await this.change.run(principal, caseId, OrderRules.manage, async ({ manager, record }) => {
      const locked = await this.lock(manager, parsed.orderId);
      if (!isAllowedOrderMove(locked.status, parsed.status))
        throw illegalState(orderMoveMessage(locked.status, parsed.status));
      if (parsed.status === OrderStatus.PLACED) {
        // Sent afresh: the send counts again from nothing, under a job id of its own.
        Object.assign(locked, { sentAt: null, sendError: null, sendAttempts: 0 });
        resend = true;
      }
      return moveOrder(manager, locked, parsed.status, 'STAFF', record);
    });
    if (resend) await this.sends.addSoon(order);
    return order;
  }

  async addTracking(
    principal: Principal,
    input: { orderId: string; trackingNumber: string; carrier: string },
  ): Promise<CaseOrderEntity> {
    const parsed = parseInput(orderTrackingSchema, input);
    const caseId = await this.caseOf(principal, parsed.orderId);
    return this.change.run(principal, caseId, OrderRules.manage, async ({ manager, record }) => {
      const locked = await this.lock(manager, parsed.orderId);
      if (!TRACKABLE.includes(locked.status)) throw illegalState(`An order that is ${locked.status} takes no tracking`);
      return trackOrder(manager, locked, parsed, 'STAFF', record);
    });
  }

  /** The case's orders, newest first: in full for who manages orders, their progress for the employee. */
  async listFor(principal: Principal, caseId: string): Promise<CaseOrdersView> {
    const caseRecord = await this.cases.findVisible(principal, caseId);
    const detailed = principal.inOrganization(caseRecord.organizationId).satisfies(restricted(OrderRules.manage));
    if (!detailed && caseRecord.submitterId !== principal.userId) throw forbidden(CaseMessages.MANAGE);
    const orders = await this.dataSource.getRepository(CaseOrderEntity).find({
      where: { organizationId: caseRecord.organizationId, caseId: caseRecord.id },
      relations: { pharmacy: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return { orders, detailed };
  }

  /** Formulary products the organization may order, with their variants and the pharmacies filling them. */
  async formularyOptions(principal: Principal, organizationId: string | null | undefined) {
    const organization = organizationId ?? principal.requireOrganizationId();
    if (!isUuid(organization)) throw notFound();
    principal.inOrganization(organization).assertSatisfies(restricted(OrderRules.manage));
    return this.dataSource
      .getRepository(OrganizationProductEntity)
      .createQueryBuilder('op')
      .innerJoinAndSelect('op.product', 'p')
      .leftJoinAndSelect('p.variants', 'v')
      .leftJoinAndSelect('v.pharmacy', 'ph')
      .where('op.organization_id = :organization AND op.is_formulary', { organization })
      .orderBy('p.name', 'ASC')
      .addOrderBy('op.id', 'ASC')
      .addOrderBy('v.name', 'ASC')
      .getMany();
  }

  private async caseOf(principal: Principal, orderId: string): Promise<string> {
    if (!isUuid(orderId)) throw notFound();
    const order = principal.assertCanSee(
      await this.dataSource
        .getRepository(CaseOrderEntity)
        .findOne({ where: { id: orderId }, select: { id: true, organizationId: true, caseId: true } }),
    );
    return order.caseId;
  }

  private async lock(manager: EntityManager, orderId: string): Promise<CaseOrderEntity> {
    const order = await manager.findOne(CaseOrderEntity, {
      where: { id: orderId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!order) throw notFound();
    return order;
  }

  private async requireOrderingPharmacy(manager: EntityManager, pharmacyId: string, organizationId: string) {
    const [pharmacy] = await manager.query<{ endpoint_url: string | null }[]>(
      `SELECT p.endpoint_url FROM pharmacy p
         JOIN pharmacy_organization po ON po.pharmacy_id = p.id AND po.organization_id = $2
        WHERE p.id = $1`,
      [pharmacyId, organizationId],
    );
    if (!pharmacy) throw badInput('pharmacyId: not a pharmacy serving this organization', 'pharmacyId');
    if (!pharmacy.endpoint_url) throw badInput('pharmacyId: this pharmacy takes no orders online', 'pharmacyId');
  }

  /** The named decision of the case, or by default its latest one naming a medication (none: no line). */
  private async decisionFor(manager: EntityManager, caseRecord: CaseEntity, decisionId: string | null | undefined) {
    if (!decisionId) {
      return manager
        .getRepository(CaseDecisionEntity)
        .createQueryBuilder('d')
        .where('d.case_id = :caseId AND d.medicine IS NOT NULL', { caseId: caseRecord.id })
        .orderBy('d.created_at', 'DESC')
        .addOrderBy('d.id', 'DESC')
        .getOne();
    }
    const decision = await manager.findOneBy(CaseDecisionEntity, { id: decisionId, caseId: caseRecord.id });
    if (!decision) throw badInput('decisionId: not a decision of this case', 'decisionId');
    if (!decision.medicine) throw badInput('decisionId: this decision names no medication', 'decisionId');
    return decision;
  }

  private async bundleFor(manager: EntityManager, caseRecord: CaseEntity, include: boolean | null | undefined) {
    if (include === false) return null;
    if (!caseRecord.productBundleId) {
      if (include === true) throw badInput('includeBundle: the case has no plan', 'includeBundle');
      return null;
    }
    return manager.findOne(ProductBundleEntity, {
      where: { id: caseRecord.productBundleId, organizationId: caseRecord.organizationId },
      relations: { products: true },
    });
  }

  private async formularyLines(
    manager: EntityManager,
    organizationId: string,
    items: readonly { productVariantId: string; quantity: number }[],
  ): Promise<OrderLine[]> {
    if (items.length === 0) return [];
    const rows = await manager.query<
      { id: string; product_id: string; product_name: string; name: string; strength: string | null }[]
    >(
      `SELECT v.id, v.product_id, p.name AS product_name, v.name, v.strength
         FROM product_variant v
         JOIN product p ON p.id = v.product_id
         JOIN organization_product op ON op.product_id = v.product_id AND op.organization_id = $2 AND op.is_formulary
        WHERE v.id = ANY($1)`,
      [items.map((item) => item.productVariantId), organizationId],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return items.map((item, index) => {
      const variant = byId.get(item.productVariantId);
      if (!variant) {
        const field = `formularyItems.${index}.productVariantId`;
        throw badInput(`${field}: not a formulary product of this organization`, field);
      }
      return line(OrderLineSource.FORMULARY, `${variant.product_name} — ${variant.name}`, item.quantity, {
        productId: variant.product_id,
        productVariantId: variant.id,
        dosage: variant.strength,
      });
    });
  }
}

function line(source: OrderLineSource, name: string, quantity: number, extra: Partial<OrderLine> = {}): OrderLine {
  return {
    source,
    name,
    quantity,
    dosage: null,
    productId: null,
    productVariantId: null,
    refillCount: null,
    pharmacyInstructions: null,
    ...extra,
  };
}

function decisionLine(decision: CaseDecisionEntity): OrderLine {
  return line(OrderLineSource.DECISION, decision.medicine!, 1, {
    dosage: decision.dosage,
    refillCount: decision.refillCount,
    pharmacyInstructions: decision.pharmacyInstructions,
  });
}
