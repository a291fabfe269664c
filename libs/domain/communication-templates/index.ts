export { CommunicationTemplateEntity } from './communication-template.entity.js';
export {
  CommunicationTemplateMessages,
  CommunicationTemplateRules,
  CommunicationTemplateScope,
  MANAGE_SOME_TEMPLATES,
  scopeOf,
} from './communication-template-rules.js';
export {
  CommunicationTemplateSearchBy,
  MAX_TEMPLATE_NAME_LENGTH,
  MAX_TEMPLATE_TEXT_LENGTH,
  type CreateCommunicationTemplateInput,
  type ListCommunicationTemplatesInput,
  type UpdateCommunicationTemplateInput,
} from './communication-template-input.js';
export { CommunicationTemplatesService } from './communication-templates.service.js';
export { CommunicationTemplatesModule } from './communication-templates.module.js';
export {
  fillPlaceholders,
  findPlaceholders,
  findUnknownPlaceholders,
  placeholderToken,
  TEMPLATE_PLACEHOLDERS,
  TemplatePlaceholder,
  type PlaceholderValues,
} from './placeholders.js';
