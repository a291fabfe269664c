import { z } from 'zod';
import { isUuid } from '#access';

/** Four decimals: what the column keeps. */
const FRACTION_DECIMALS = 4;

const uuid = z.string({ error: 'must be an id' }).refine(isUuid, 'must be an id');

export const fractionSchema = z
  .number({ error: 'must be a number from 0 to 1' })
  .finite('must be a number from 0 to 1')
  .min(0, 'must be a number from 0 to 1')
  .max(1, 'must be a number from 0 to 1')
  .refine(
    (value) => Math.abs(value * 10 ** FRACTION_DECIMALS - Math.round(value * 10 ** FRACTION_DECIMALS)) < 1e-6,
    `must have at most ${FRACTION_DECIMALS} decimals`,
  );

export const createAffiliateRelationSchema = z.strictObject({
  fromOrganizationId: uuid,
  toOrganizationId: uuid,
  implementationFeeShareFraction: fractionSchema,
});
export type CreateAffiliateRelationInput = z.infer<typeof createAffiliateRelationSchema>;

export const updateAffiliateRelationSchema = z.strictObject({
  id: uuid,
  implementationFeeShareFraction: fractionSchema,
});
export type UpdateAffiliateRelationInput = z.infer<typeof updateAffiliateRelationSchema>;
