import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { badInput, notFound, Permission, Principal } from '#access';
import { CommunicationTemplateEntity } from '#domain/communication-templates';
import { formsUsableIn } from '#domain/forms';
import {
  DEFAULT_TIME_ZONE,
  type NotificationRules,
  OrganizationEntity,
  type OrganizationSettingsData,
  type ReminderSettings,
  resolveNotificationRules,
  resolveReminderSettings,
  resolveWorkflowSettings,
  type WorkflowAction,
  type WorkflowSettings,
} from '#domain/organizations';
import { parseInput } from '#domain/shared';
import { toAccessSubject, USER_ACCESS_RELATIONS, UserEntity } from '#domain/users';
import {
  actionsOf,
  type OrganizationSettingsChange,
  type UpdateOrganizationSettingsInput,
  updateOrganizationSettingsSchema,
} from './organization-settings-input.js';

/** An organization's time zone, workflows, reminders and notification rules, with the defaults filled in. */
export interface ResolvedOrganizationSettings {
  organizationId: string;
  timeZone: string;
  workflows: WorkflowSettings;
  reminders: ReminderSettings;
  notificationRules: NotificationRules;
}

type Located<A extends WorkflowAction['type']> = { action: Extract<WorkflowAction, { type: A }>; path: string };

function ofType<A extends WorkflowAction['type']>(
  located: { action: WorkflowAction; path: string }[],
  type: A,
): Located<A>[] {
  return located.filter((entry): entry is Located<A> => entry.action.type === type);
}

export function resolveOrganizationSettings(
  organizationId: string,
  settings: OrganizationSettingsData,
): ResolvedOrganizationSettings {
  return {
    organizationId,
    timeZone: settings.timeZone ?? DEFAULT_TIME_ZONE,
    workflows: resolveWorkflowSettings(settings.workflows),
    reminders: resolveReminderSettings(settings.reminders),
    notificationRules: resolveNotificationRules(settings.notificationRules),
  };
}

/**
 * Reads and changes the organization settings sections that drive workflows, reminders and staff
 * notifications. The caller's access is the api's declaration; the organization is given explicitly.
 * A change is checked whole (shape, then every id it names) before anything is written, and written with
 * one statement that replaces only the sections given, so a concurrent change of other keys is kept.
 */
@Injectable()
export class OrganizationSettingsService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async read(organizationId: string): Promise<ResolvedOrganizationSettings> {
    const organization = await this.dataSource
      .getRepository(OrganizationEntity)
      .findOne({ where: { id: organizationId }, select: { id: true, settings: true } });
    if (!organization) throw notFound();
    return resolveOrganizationSettings(organization.id, organization.settings ?? {});
  }

  async update(organizationId: string, input: UpdateOrganizationSettingsInput): Promise<ResolvedOrganizationSettings> {
    const change = parseInput(updateOrganizationSettingsSchema, input);
    const manager = this.dataSource.manager;
    const located = actionsOf(change, input);
    await this.assertTemplatesUsable(manager, organizationId, ofType(located, 'SEND_TEMPLATE'));
    await this.assertFormsUsable(manager, organizationId, ofType(located, 'SEND_FORM'));
    await this.assertCoordinatorsAssignable(manager, organizationId, ofType(located, 'ASSIGN_DEFAULT_COORDINATOR'));
    return this.write(organizationId, change);
  }

  private async write(organizationId: string, change: OrganizationSettingsChange) {
    // `||` replaces the top-level keys given and keeps every other key as it is in the row at write time.
    const [rows] = (await this.dataSource.query(
      `UPDATE organization SET settings = settings || $2::jsonb, updated_at = now()
        WHERE id = $1 RETURNING id, settings`,
      [organizationId, JSON.stringify(change)],
    )) as [{ id: string; settings: OrganizationSettingsData }[], number];
    if (rows.length === 0) throw notFound();
    return resolveOrganizationSettings(rows[0].id, rows[0].settings);
  }

  /** A workflow sends the organization's own or a global template; a personal one is its owner's alone. */
  private async assertTemplatesUsable(
    manager: EntityManager,
    organizationId: string,
    located: Located<'SEND_TEMPLATE'>[],
  ): Promise<void> {
    const named = located.filter((entry) => entry.action.templateId);
    if (named.length === 0) return;
    const ids = [...new Set(named.map((entry) => entry.action.templateId!))];
    const usable = new Set(
      (
        await manager
          .getRepository(CommunicationTemplateEntity)
          .createQueryBuilder('t')
          .select('t.id', 'id')
          .where('t.id = ANY(:ids::uuid[])', { ids })
          .andWhere('(t.is_global OR (t.organization_id = :organizationId AND NOT t.is_personal))', { organizationId })
          .getRawMany<{ id: string }>()
      ).map((row) => row.id),
    );
    const refused = named.find((entry) => !usable.has(entry.action.templateId!));
    if (refused) {
      throw badInput(
        `${refused.path}.templateId: not a communication template of this organization`,
        `${refused.path}.templateId`,
      );
    }
  }

  private async assertFormsUsable(
    manager: EntityManager,
    organizationId: string,
    located: Located<'SEND_FORM'>[],
  ): Promise<void> {
    if (located.length === 0) return;
    const usable = await formsUsableIn(manager, organizationId, [...new Set(located.map((e) => e.action.formId))]);
    const refused = located.find((entry) => !usable.has(entry.action.formId));
    if (refused) {
      throw badInput(
        `${refused.path}.formId: not a published form of this organization or a global one`,
        `${refused.path}.formId`,
      );
    }
  }

  /** The same rule as assigning a case: a user who may act in the organization and be assigned cases there. */
  private async assertCoordinatorsAssignable(
    manager: EntityManager,
    organizationId: string,
    located: Located<'ASSIGN_DEFAULT_COORDINATOR'>[],
  ): Promise<void> {
    if (located.length === 0) return;
    const users = await manager.find(UserEntity, {
      where: { id: In([...new Set(located.map((entry) => entry.action.userId))]) },
      relations: USER_ACCESS_RELATIONS,
    });
    const assignable = new Set(
      users
        .filter((user) => {
          const member = Principal.forSession(toAccessSubject(user), organizationId);
          return (
            member.canActIn(organizationId) &&
            member.inOrganization(organizationId).has(Permission.CAN_BE_ASSIGNED_TO_CASE)
          );
        })
        .map((user) => user.id),
    );
    const refused = located.find((entry) => !assignable.has(entry.action.userId));
    if (refused) {
      throw badInput(
        `${refused.path}.userId: not a user of this organization who can be assigned cases`,
        `${refused.path}.userId`,
      );
    }
  }
}
