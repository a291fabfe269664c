import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal, SignedIn } from '#access';
import { MAX_RECORDS_PER_PAGE } from '#database';
import { type CaseOrderEntity, CaseOrdersService, OrderRules } from '#domain/case-orders';
import { CasesService, OrderStatus } from '#domain/cases';
import { toOrganizationProduct } from '../catalog/catalog.mapper.js';
import { OrganizationProduct } from '../catalog/product.model.js';
import { toCaseModel } from '../cases/case.mapper.js';
import { withRecordedActivities } from '../cases/case-change-payload.js';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { toCaseOrder } from './case-order.mapper.js';
import { CaseOrder, CaseOrderPayload } from './case-order.model.js';
import { CreateCaseOrderInput } from './dto/case-order.inputs.js';

/**
 * createCaseOrder and orderFormularyProducts (spec 001), and the order's status and tracking: TPA Support in
 * the organization and the CV Admin. caseOrders also answers the case's employee, who follows the order.
 */
@Resolver(() => CaseOrder)
export class CaseOrdersResolver {
  constructor(
    @Inject(CaseOrdersService) private readonly orders: CaseOrdersService,
    @Inject(CasesService) private readonly cases: CasesService,
  ) {}

  @Query(() => [CaseOrder], { description: "The case's orders, newest first" })
  @SignedIn()
  async caseOrders(
    @CurrentPrincipal() principal: Principal,
    @Args('caseId', { type: () => ID }) caseId: string,
  ): Promise<CaseOrder[]> {
    const { orders, detailed } = await this.orders.listFor(principal, caseId);
    return orders.map((order) => toCaseOrder(order, detailed));
  }

  @Query(() => [OrganizationProduct], {
    complexity: MAX_RECORDS_PER_PAGE,
    description: 'Formulary products the organization may order, with their variants and pharmacies',
  })
  @AllowedFor(OrderRules.manage)
  async orderFormularyProducts(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) organizationId?: string | null,
  ): Promise<OrganizationProduct[]> {
    return (await this.orders.formularyOptions(principal, organizationId)).map(toOrganizationProduct);
  }

  @Mutation(() => CaseOrderPayload, { description: 'Places an order of the case with a pharmacy (ORDER_PLACED)' })
  @AllowedFor(OrderRules.manage)
  createCaseOrder(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: CreateCaseOrderInput,
  ): Promise<CaseOrderPayload> {
    return this.answer(principal, () => this.orders.create(principal, input));
  }

  @Mutation(() => CaseOrderPayload, { description: 'Moves an order along the order status table' })
  @AllowedFor(OrderRules.manage)
  changeCaseOrderStatus(
    @CurrentPrincipal() principal: Principal,
    @Args('orderId', { type: () => ID }) orderId: string,
    @Args('status', { type: () => OrderStatus }) status: OrderStatus,
  ): Promise<CaseOrderPayload> {
    return this.answer(principal, () => this.orders.changeStatus(principal, { orderId, status }));
  }

  @Mutation(() => CaseOrderPayload, { description: "Sets an order's tracking number and carrier" })
  @AllowedFor(OrderRules.manage)
  addCaseOrderTracking(
    @CurrentPrincipal() principal: Principal,
    @Args('orderId', { type: () => ID }) orderId: string,
    @Args('trackingNumber') trackingNumber: string,
    @Args('carrier') carrier: string,
  ): Promise<CaseOrderPayload> {
    return this.answer(principal, () => this.orders.addTracking(principal, { orderId, trackingNumber, carrier }));
  }

  /** The order, the case as the change left it, and the timeline entries the change recorded. */
  private async answer(principal: Principal, change: () => Promise<CaseOrderEntity>): Promise<CaseOrderPayload> {
    const { result: order, ...recorded } = await withRecordedActivities(principal, change);
    const [caseRecord, { orders }] = await Promise.all([
      this.cases.findVisible(principal, order.caseId),
      this.orders.listFor(principal, order.caseId),
    ]);
    const fresh = orders.find((candidate) => candidate.id === order.id) ?? order;
    return {
      success: true,
      message: OPERATION_SUCCEEDED,
      order: toCaseOrder(fresh, true),
      case: toCaseModel(caseRecord, principal),
      ...recorded,
    };
  }
}
