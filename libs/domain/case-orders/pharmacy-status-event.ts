import { z } from 'zod';
import { hasControlCharacter } from '#access';
import { OrderStatus } from '#domain/cases';
import { PHARMACY_REPORTED_STATUSES } from './order-transitions.js';

/**
 * The body of a pharmacy's status webhook: `{ type: "order.status", data: { orderId, status, occurredAt,
 * trackingNumber?, carrier? } }`. Only these fields are stored.
 */
export const pharmacyStatusDelivery = z.object({
  type: z.literal('order.status'),
  data: z.object({
    orderId: z.uuid(),
    status: z.enum(OrderStatus).refine((status) => PHARMACY_REPORTED_STATUSES.includes(status)),
    occurredAt: z.iso.datetime({ offset: true }),
    trackingNumber: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[A-Za-z0-9 -]+$/)
      .nullish(),
    carrier: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .refine((value) => !hasControlCharacter(value, 'name'))
      .nullish(),
  }),
});

/** What the api stores for the worker (provider_event.payload). */
export interface StoredPharmacyStatus {
  pharmacyId: string;
  orderId: string;
  status: OrderStatus;
  occurredAt: string;
  trackingNumber: string | null;
  carrier: string | null;
}

export const storedPharmacyStatus = z.object({
  pharmacyId: z.uuid(),
  orderId: z.uuid(),
  status: z.enum(OrderStatus),
  occurredAt: z.iso.datetime({ offset: true }),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
});
