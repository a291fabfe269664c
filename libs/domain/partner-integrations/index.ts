export { PartnerIntegrationInfoEntity } from './partner-integration-info.entity.js';
export { PartnerFaqEntryEntity } from './partner-faq-entry.entity.js';
export { PartnerTestimonialEntity } from './partner-testimonial.entity.js';
export * from './partner-integration-fields.js';
export * from './partner-integration-input.js';
export * from './partner-integration-rules.js';
export { type PartnerOfLinkName, PartnerIntegrationsService } from './partner-integrations.service.js';
export { PartnerImagesService } from './partner-images.service.js';
export { PartnerIntegrationsModule } from './partner-integrations.module.js';
