import { z } from 'zod';
import { OrderStatus } from '#domain/cases';
import { requiredText, shippingAddressSchema } from '#domain/payments';

const id = z.uuid('must be an id');
export const MAX_ORDER_ITEMS = 20;

export const createCaseOrderSchema = z.object({
  caseId: id,
  pharmacyId: id,
  shippingAddress: shippingAddressSchema,
  /** The decision whose medication goes on the order; by default the case's latest decision naming one. */
  decisionId: id.nullish(),
  /** Whether the case's plan (product bundle) goes on the order; yes by default when the case has one. */
  includeBundle: z.boolean().nullish(),
  /** Formulary products to add (orderFormularyProducts), by product variant. */
  formularyItems: z
    .array(z.object({ productVariantId: id, quantity: z.number().int('must be a whole number').min(1).max(100) }))
    .max(MAX_ORDER_ITEMS, `must have at most ${MAX_ORDER_ITEMS} items`)
    .nullish(),
});
export type CreateCaseOrderInput = z.input<typeof createCaseOrderSchema>;

export const changeOrderStatusSchema = z.object({ orderId: id, status: z.enum(OrderStatus) });

export const orderTrackingSchema = z.object({
  orderId: id,
  trackingNumber: requiredText(100).pipe(
    z.string().regex(/^[A-Za-z0-9 -]+$/, 'must be letters, digits, spaces or dashes'),
  ),
  carrier: requiredText(100),
});
