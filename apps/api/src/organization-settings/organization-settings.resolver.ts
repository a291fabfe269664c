import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import {
  OrganizationSettingsRules,
  OrganizationSettingsService,
  type ResolvedOrganizationSettings,
} from '#domain/organization-settings';
import { NOTIFICATION_EVENTS, REMINDER_KINDS, WORKFLOW_TRIGGERS, type WorkflowAction } from '#domain/organizations';
import type { CaseStatus } from '#domain/cases';
import type { MessageChannel } from '#domain/case-messages';
import type { WorkflowTriggerEvent } from '#events';
import { UpdateOrganizationSettingsInput } from './dto/update-organization-settings.input.js';
import { OrganizationSettings, type WorkflowAction as WorkflowActionModel } from './organization-settings.model.js';

const EMPTY_ACTION = {
  channel: null,
  recipient: null,
  role: null,
  roles: null,
  templateId: null,
  text: null,
  formId: null,
  userId: null,
  status: null,
} satisfies Omit<WorkflowActionModel, 'type'>;

/** The stored action with the fields of the other types as null (stored values were checked on write). */
const toActionModel = (action: WorkflowAction): WorkflowActionModel => ({
  ...EMPTY_ACTION,
  ...action,
  channel: 'channel' in action ? (action.channel as MessageChannel) : null,
  status: action.type === 'MOVE_CASE' ? (action.status as CaseStatus) : null,
});

/** Records keyed by trigger, kind and event become lists in the spec's order. */
function toModel(settings: ResolvedOrganizationSettings): OrganizationSettings {
  return {
    organizationId: settings.organizationId,
    timeZone: settings.timeZone,
    workflows: {
      formNotSentDays: settings.workflows.formNotSentDays,
      triggers: WORKFLOW_TRIGGERS.map((trigger) => ({
        trigger: trigger as WorkflowTriggerEvent,
        actions: settings.workflows.triggers[trigger].map(toActionModel),
      })),
    },
    reminders: {
      businessDays: settings.reminders.businessDays,
      kinds: REMINDER_KINDS.map((kind) => ({ kind, ...settings.reminders.kinds[kind] })),
    },
    notificationRules: NOTIFICATION_EVENTS.map((event) => ({ event, ...settings.notificationRules[event] })),
    welcome: settings.welcome,
    newRequest: settings.newRequest,
    aliases: settings.aliases,
    featureFlags: settings.featureFlags,
    general: settings.general,
    payments: settings.payments,
  };
}

/** Spec 001 "Settings: allOrganizationSettings" and "Organization: updateOrganizationSettings". */
@Resolver(() => OrganizationSettings)
export class OrganizationSettingsResolver {
  constructor(@Inject(OrganizationSettingsService) private readonly settings: OrganizationSettingsService) {}

  /** The acting organization's settings (the effective one, or the one named), defaults filled in. */
  @Query(() => OrganizationSettings)
  @AllowedFor(OrganizationSettingsRules.manage)
  async allOrganizationSettings(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<OrganizationSettings> {
    return toModel(await this.settings.read(principal.requireOrganizationId()));
  }

  /** Replaces each section given, whole; nothing is written when any part of the input is refused. */
  @Mutation(() => OrganizationSettings)
  @AllowedFor(OrganizationSettingsRules.manage)
  async updateOrganizationSettings(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: UpdateOrganizationSettingsInput,
    @Args('organizationId', { type: () => ID, nullable: true }) _organizationId?: string,
  ): Promise<OrganizationSettings> {
    return toModel(await this.settings.update(principal.requireOrganizationId(), input));
  }
}
