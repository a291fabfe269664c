import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { Role } from '#access';
import { CaseStatus } from '#domain/cases';
import { MessageChannel } from '#domain/case-messages';
import { WorkflowTriggerEvent } from '#events';
import { AliasLabel } from '../organizations/organization.model.js';
import { FeatureFlags, GeneralSettings, NewRequestSettings, WelcomeScreenSettings } from './general-settings.model.js';
import { PaymentSettings } from './payment-settings.model.js';
import { NotificationEvent, ReminderKind, WorkflowActionType, WorkflowRecipient } from '../graphql/enums.js';

/** One action of a workflow trigger; the fields its type does not use are null. */
@ObjectType()
export class WorkflowAction {
  @Field(() => WorkflowActionType)
  type: keyof typeof WorkflowActionType;

  @Field(() => MessageChannel, { nullable: true, description: 'SEND_TEMPLATE and SEND_FORM' })
  channel: MessageChannel | null;

  @Field(() => WorkflowRecipient, { nullable: true, description: 'SEND_TEMPLATE: who receives the message' })
  recipient: keyof typeof WorkflowRecipient | null;

  @Field(() => Role, { nullable: true, description: 'SEND_TEMPLATE to ROLE: the role that receives it' })
  role: Role | null;

  @Field(() => [Role], { nullable: true, description: 'NOTIFY_ROLES: the roles notified' })
  roles: Role[] | null;

  @Field(() => ID, { nullable: true, description: 'SEND_TEMPLATE: the communication template sent' })
  templateId: string | null;

  @Field(() => String, { nullable: true, description: 'SEND_TEMPLATE without a template: the text sent' })
  text: string | null;

  @Field(() => ID, { nullable: true, description: 'SEND_FORM: the form sent' })
  formId: string | null;

  @Field(() => ID, { nullable: true, description: 'ASSIGN_DEFAULT_COORDINATOR: the user assigned' })
  userId: string | null;

  @Field(() => CaseStatus, { nullable: true, description: 'MOVE_CASE: the status the case moves to' })
  status: CaseStatus | null;
}

@ObjectType()
export class WorkflowTriggerSettings {
  @Field(() => WorkflowTriggerEvent)
  trigger: WorkflowTriggerEvent;

  @Field(() => [WorkflowAction], { description: 'Run in this order' })
  actions: WorkflowAction[];
}

@ObjectType()
export class WorkflowSettings {
  @Field(() => Int, { description: 'FORM_NOT_SENT fires after a case has gone this many days without a form sent' })
  formNotSentDays: number;

  @Field(() => [WorkflowTriggerSettings], { description: 'Every trigger, in a fixed order' })
  triggers: WorkflowTriggerSettings[];
}

@ObjectType()
export class ReminderKindSetting {
  @Field(() => ReminderKind)
  kind: keyof typeof ReminderKind;

  @Field()
  enabled: boolean;

  @Field(() => Int, { description: 'Days after the condition began; for UPCOMING_VISIT, hours before the visit' })
  after: number;
}

@ObjectType()
export class ReminderSettings {
  @Field({ description: 'Day counts skip Saturdays and Sundays' })
  businessDays: boolean;

  @Field(() => [ReminderKindSetting])
  kinds: ReminderKindSetting[];
}

@ObjectType()
export class NotificationRule {
  @Field(() => NotificationEvent)
  event: keyof typeof NotificationEvent;

  @Field(() => [Role], { description: 'Roles that hear of the event' })
  roles: Role[];

  @Field()
  inApp: boolean;

  @Field()
  email: boolean;

  @Field()
  sms: boolean;
}

/** The organization's time zone, workflows, reminders and notification rules, defaults filled in. */
@ObjectType()
export class OrganizationSettings {
  @Field(() => ID)
  organizationId: string;

  @Field({ description: 'IANA time zone for reminders, schedules and reports' })
  timeZone: string;

  @Field(() => WorkflowSettings)
  workflows: WorkflowSettings;

  @Field(() => ReminderSettings)
  reminders: ReminderSettings;

  @Field(() => [NotificationRule])
  notificationRules: NotificationRule[];

  @Field(() => WelcomeScreenSettings)
  welcome: WelcomeScreenSettings;

  @Field(() => NewRequestSettings)
  newRequest: NewRequestSettings;

  @Field(() => [AliasLabel], { description: 'Every alias of spec 000 §1, in order, with its default' })
  aliases: AliasLabel[];

  @Field(() => FeatureFlags)
  featureFlags: FeatureFlags;

  @Field(() => GeneralSettings)
  general: GeneralSettings;

  @Field(() => PaymentSettings)
  payments: PaymentSettings;
}
