import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { Role } from '#access';
import { CaseStatus } from '#domain/cases';
import { MessageChannel } from '#domain/case-messages';
import { WorkflowTriggerEvent } from '#events';
import {
  AliasLabelInput,
  FeatureFlagsInput,
  GeneralSettingsInput,
  NewRequestSettingsInput,
} from './general-settings.input.js';
import { PaymentSettingsInput } from './payment-settings.input.js';
import { NotificationEvent, ReminderKind, WorkflowActionType, WorkflowRecipient } from '../../graphql/enums.js';

/** One action; give only the fields its type uses. */
@InputType()
export class WorkflowActionInput {
  @Field(() => WorkflowActionType)
  type: keyof typeof WorkflowActionType;

  @Field(() => MessageChannel, { nullable: true, description: 'SEND_TEMPLATE and SEND_FORM' })
  channel?: MessageChannel | null;

  @Field(() => WorkflowRecipient, { nullable: true, description: 'SEND_TEMPLATE' })
  recipient?: keyof typeof WorkflowRecipient | null;

  @Field(() => Role, { nullable: true, description: 'SEND_TEMPLATE with recipient ROLE' })
  role?: Role | null;

  @Field(() => [Role], { nullable: true, description: 'NOTIFY_ROLES: at least one' })
  roles?: Role[] | null;

  @Field(() => ID, { nullable: true, description: 'SEND_TEMPLATE: a template of the organization or a global one' })
  templateId?: string | null;

  @Field(() => String, { nullable: true, description: 'SEND_TEMPLATE without templateId: up to 1,600 characters' })
  text?: string | null;

  @Field(() => ID, { nullable: true, description: 'SEND_FORM: a form of the organization or a global one' })
  formId?: string | null;

  @Field(() => ID, { nullable: true, description: 'ASSIGN_DEFAULT_COORDINATOR: a user who can be assigned cases' })
  userId?: string | null;

  @Field(() => CaseStatus, { nullable: true, description: 'MOVE_CASE' })
  status?: CaseStatus | null;
}

@InputType()
export class WorkflowTriggerSettingsInput {
  @Field(() => WorkflowTriggerEvent)
  trigger: WorkflowTriggerEvent;

  @Field(() => [WorkflowActionInput], { description: 'At most 10, run in this order' })
  actions: WorkflowActionInput[];
}

@InputType()
export class WorkflowSettingsInput {
  @Field(() => Int, { description: '1 to 365' })
  formNotSentDays: number;

  @Field(() => [WorkflowTriggerSettingsInput], { description: 'Every trigger once' })
  triggers: WorkflowTriggerSettingsInput[];
}

@InputType()
export class ReminderKindSettingInput {
  @Field(() => ReminderKind)
  kind: keyof typeof ReminderKind;

  @Field()
  enabled: boolean;

  @Field(() => Int, { description: 'Days, 1 to 365; UPCOMING_VISIT hours, 1 to 168' })
  after: number;
}

@InputType()
export class ReminderSettingsInput {
  @Field()
  businessDays: boolean;

  @Field(() => [ReminderKindSettingInput], { description: 'Every kind once' })
  kinds: ReminderKindSettingInput[];
}

@InputType()
export class NotificationRuleInput {
  @Field(() => NotificationEvent)
  event: keyof typeof NotificationEvent;

  @Field(() => [Role], { description: 'Staff roles, each once' })
  roles: Role[];

  @Field()
  inApp: boolean;

  @Field()
  email: boolean;

  @Field()
  sms: boolean;
}

/** The sections to replace, each whole; the sections left out stay as they are. */
@InputType()
export class UpdateOrganizationSettingsInput {
  @Field(() => String, { nullable: true, description: 'An IANA time zone such as America/New_York' })
  timeZone?: string | null;

  @Field(() => WorkflowSettingsInput, { nullable: true })
  workflows?: WorkflowSettingsInput | null;

  @Field(() => ReminderSettingsInput, { nullable: true })
  reminders?: ReminderSettingsInput | null;

  @Field(() => [NotificationRuleInput], { nullable: true, description: 'Every event once' })
  notificationRules?: NotificationRuleInput[] | null;

  @Field(() => String, {
    nullable: true,
    description: 'The welcome page text, up to 4,000 characters; empty goes back to the default',
  })
  welcomeText?: string | null;

  @Field(() => NewRequestSettingsInput, { nullable: true })
  newRequest?: NewRequestSettingsInput | null;

  @Field(() => [AliasLabelInput], {
    nullable: true,
    description: 'Every alias at most once; a label left out or empty goes back to its default',
  })
  aliases?: AliasLabelInput[] | null;

  @Field(() => FeatureFlagsInput, { nullable: true })
  featureFlags?: FeatureFlagsInput | null;

  @Field(() => GeneralSettingsInput, { nullable: true })
  general?: GeneralSettingsInput | null;

  @Field(() => PaymentSettingsInput, {
    nullable: true,
    description: 'Default fees of new payments, dunning retry days and abandoned-cart reminders',
  })
  payments?: PaymentSettingsInput | null;
}
