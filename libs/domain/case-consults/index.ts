export { CaseConsultMessageEntity } from './case-consult-message.entity.js';
export { CaseConsultRequestEntity, ConsultRequestStatus } from './case-consult-request.entity.js';
export { ConsultMessages, ConsultRules } from './case-consult-rules.js';
export {
  CaseConsultsService,
  type ConsultMessageWithAuthor,
  type ConsultRequestWithMessages,
} from './case-consults.service.js';
export { CaseConsultsModule } from './case-consults.module.js';
