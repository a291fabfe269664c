export { AffiliateRelationEntity } from './affiliate-relation.entity.js';
export { AffiliateMessages, AffiliateRules } from './affiliate-rules.js';
export {
  type CreateAffiliateRelationInput,
  createAffiliateRelationSchema,
  type UpdateAffiliateRelationInput,
  updateAffiliateRelationSchema,
} from './affiliate-input.js';
export { affiliateShareOf } from './affiliate-share.js';
export { type AffiliateRelationView, AffiliatesService } from './affiliates.service.js';
export { AffiliatesModule } from './affiliates.module.js';
