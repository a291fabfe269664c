export {
  MAX_ACTION_TEXT_LENGTH,
  MAX_ACTIONS_PER_TRIGGER,
  MAX_DAYS,
  MAX_VISIT_HOURS,
  MESSAGE_CHANNELS,
  STAFF_ROLES,
  type UpdateOrganizationSettingsInput,
  updateOrganizationSettingsSchema,
  WORKFLOW_ACTION_TYPES,
  WORKFLOW_RECIPIENTS,
  type WorkflowActionInput,
  type WorkflowActionType,
} from './organization-settings-input.js';
export {
  CASE_WORKER_SETTINGS_MESSAGE,
  ORGANIZATION_SETTINGS_MESSAGE,
  OrganizationSettingsRules,
  TPA_SUPPORT_SETTINGS_MESSAGE,
} from './organization-settings-rules.js';
export {
  OrganizationSettingsService,
  type Recommendations,
  resolveOrganizationSettings,
  type ResolvedOrganizationSettings,
  SETTINGS_CACHE_MILLISECONDS,
  type WelcomeScreenSettings,
} from './organization-settings.service.js';
export { type GeneralSectionsInput } from './general-sections-input.js';
export {
  MAX_ABANDONED_CART_HOURS,
  MAX_ABANDONED_CART_REMINDERS,
  MAX_DUNNING_DAY,
  MAX_DUNNING_RETRIES,
  MAX_FEE_SETTING_CENTS,
  MAX_PROCESSING_BASIS_POINTS,
  MAX_SETTING_SUB_FEES,
  type PaymentSettingsInput,
} from './payment-settings-input.js';
export { OrganizationSettingsModule } from './organization-settings.module.js';
