import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { badInput, notFound, Permission, Principal } from '#access';
import { CommunicationTemplateEntity } from '#domain/communication-templates';
import { formsUsableIn } from '#domain/forms';
import {
  type AliasLabel,
  DEFAULT_TIME_ZONE,
  DEFAULT_WELCOME_TEXT,
  type FeatureFlags,
  type GeneralSettings,
  type NewRequestSettings,
  resolveAliases,
  resolveFeatureFlags,
  resolveGeneralSettings,
  resolveNewRequestSettings,
  type NotificationRules,
  OrganizationEntity,
  type OrganizationSettingsData,
  type PaymentSettings,
  resolvePaymentSettings,
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

/** The welcome text employees read, and whether it is the organization's own. */
export interface WelcomeScreenSettings {
  text: string;
  isDefault: boolean;
  defaultText: string;
}

/** An organization's settings, every section with the defaults filled in. */
export interface ResolvedOrganizationSettings {
  organizationId: string;
  timeZone: string;
  workflows: WorkflowSettings;
  reminders: ReminderSettings;
  notificationRules: NotificationRules;
  welcome: WelcomeScreenSettings;
  newRequest: NewRequestSettings;
  aliases: AliasLabel[];
  featureFlags: FeatureFlags;
  general: GeneralSettings;
  payments: PaymentSettings;
}

/** A recommended form or document as New Request lists it. */
export interface Recommendations {
  forms: { id: string; name: string; linkName: string; isGlobal: boolean }[];
  documents: { id: string; fileName: string }[];
}

interface OrganizationSettingsRow {
  id: string;
  isPartner: boolean;
  settings: OrganizationSettingsData;
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
  isPartner = false,
): ResolvedOrganizationSettings {
  const welcomeText = settings.welcomeText?.trim();
  return {
    organizationId,
    timeZone: settings.timeZone ?? DEFAULT_TIME_ZONE,
    workflows: resolveWorkflowSettings(settings.workflows),
    reminders: resolveReminderSettings(settings.reminders),
    notificationRules: resolveNotificationRules(settings.notificationRules),
    welcome: { text: welcomeText || DEFAULT_WELCOME_TEXT, isDefault: !welcomeText, defaultText: DEFAULT_WELCOME_TEXT },
    newRequest: resolveNewRequestSettings(settings.newRequest),
    aliases: resolveAliases(isPartner, settings.aliases),
    featureFlags: resolveFeatureFlags(settings),
    general: resolveGeneralSettings(settings.general),
    payments: resolvePaymentSettings(settings.payments),
  };
}

/**
 * How long the cached readers (cachedCaseWorkerSettings and the like) may answer from memory. A change
 * through this service forgets its organization at once in this process; other api processes catch up
 * within this time.
 */
export const SETTINGS_CACHE_MILLISECONDS = 30_000;

/**
 * Reads and changes the organization settings sections that drive workflows, reminders and staff
 * notifications. The caller's access is the api's declaration; the organization is given explicitly.
 * A change is checked whole (shape, then every id it names) before anything is written, and written with
 * one statement that replaces only the sections given, so a concurrent change of other keys is kept.
 */
@Injectable()
export class OrganizationSettingsService {
  private readonly cache = new Map<string, { at: number; settings: ResolvedOrganizationSettings }>();

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async read(organizationId: string): Promise<ResolvedOrganizationSettings> {
    const organization = await this.dataSource
      .getRepository(OrganizationEntity)
      .findOne({ where: { id: organizationId }, select: { id: true, isPartner: true, settings: true } });
    if (!organization) throw notFound();
    return this.remember(organization);
  }

  /**
   * The settings as read at most SETTINGS_CACHE_MILLISECONDS ago (for the cached queries, which the app
   * frame asks on every screen). The caller's access is checked by the api on every call, not cached.
   */
  async readCached(organizationId: string): Promise<ResolvedOrganizationSettings> {
    const hit = this.cache.get(organizationId);
    if (hit && Date.now() - hit.at < SETTINGS_CACHE_MILLISECONDS) return structuredClone(hit.settings);
    return this.read(organizationId);
  }

  async update(organizationId: string, input: UpdateOrganizationSettingsInput): Promise<ResolvedOrganizationSettings> {
    const change = parseInput(updateOrganizationSettingsSchema, input);
    const manager = this.dataSource.manager;
    const located = actionsOf(change, input);
    await this.assertTemplatesUsable(manager, organizationId, ofType(located, 'SEND_TEMPLATE'));
    await this.assertFormsUsable(manager, organizationId, ofType(located, 'SEND_FORM'));
    await this.assertCoordinatorsAssignable(manager, organizationId, ofType(located, 'ASSIGN_DEFAULT_COORDINATOR'));
    if (change.newRequest) await this.assertNewRequestUsable(manager, organizationId, change.newRequest);
    return this.write(organizationId, change);
  }

  /**
   * The recommended forms and documents that are still usable, in the order chosen: a form since disabled
   * or a document since made private is left out rather than offered to the employee.
   */
  async recommendations(organizationId: string, newRequest: NewRequestSettings): Promise<Recommendations> {
    const manager = this.dataSource.manager;
    const [forms, documents] = await Promise.all([
      newRequest.recommendedFormIds.length === 0
        ? []
        : (manager.query(
            `SELECT id, name, link_name AS "linkName", is_global AS "isGlobal" FROM form
              WHERE id = ANY($1::uuid[]) AND is_active AND current_version_id IS NOT NULL
                AND (organization_id = $2 OR (organization_id IS NULL AND is_global))`,
            [newRequest.recommendedFormIds, organizationId],
          ) as Promise<Recommendations['forms']>),
      newRequest.recommendedDocumentIds.length === 0
        ? []
        : (manager.query(
            `SELECT id, file_name AS "fileName" FROM organization_document
              WHERE id = ANY($1::uuid[]) AND (organization_id = $2 OR organization_id IS NULL)
                AND is_public AND type NOT IN ('PRIVATE_DOCUMENT', 'USER_DOCUMENT', 'CASE_ATTACHMENT')`,
            [newRequest.recommendedDocumentIds, organizationId],
          ) as Promise<Recommendations['documents']>),
    ]);
    const inOrder = <T extends { id: string }>(ids: string[], rows: T[]) =>
      ids.flatMap((id) => rows.filter((row) => row.id === id));
    return {
      forms: inOrder(newRequest.recommendedFormIds, forms),
      documents: inOrder(newRequest.recommendedDocumentIds, documents),
    };
  }

  private remember(row: OrganizationSettingsRow): ResolvedOrganizationSettings {
    const settings = resolveOrganizationSettings(row.id, row.settings ?? {}, row.isPartner);
    this.cache.set(row.id, { at: Date.now(), settings: structuredClone(settings) });
    return settings;
  }

  private async write(organizationId: string, change: OrganizationSettingsChange) {
    // `||` replaces the top-level keys given and keeps every other key as it is in the row at write time.
    // The older top-level feature flag goes once featureFlags holds it.
    const [rows] = (await this.dataSource.query(
      `UPDATE organization
          SET settings = (settings || $2::jsonb) - (CASE WHEN $3 THEN 'messagesIncludeFullText' ELSE '' END),
              updated_at = now()
        WHERE id = $1 RETURNING id, is_partner AS "isPartner", settings`,
      [organizationId, JSON.stringify(change), change.featureFlags !== undefined],
    )) as [OrganizationSettingsRow[], number];
    if (rows.length === 0) throw notFound();
    return this.remember(rows[0]);
  }

  /**
   * New Request opens a published form of the organization or a global one, and recommends such forms and
   * documents an employee of the organization may open: public, of the organization or global, neither
   * private nor someone's own.
   */
  private async assertNewRequestUsable(
    manager: EntityManager,
    organizationId: string,
    newRequest: NewRequestSettings,
  ): Promise<void> {
    const formIds = [...(newRequest.defaultFormId ? [newRequest.defaultFormId] : []), ...newRequest.recommendedFormIds];
    const usable = await formsUsableIn(manager, organizationId, [...new Set(formIds)]);
    if (newRequest.defaultFormId && !usable.has(newRequest.defaultFormId)) {
      throw badInput(
        'newRequest.defaultFormId: not a published form of this organization or a global one',
        'newRequest.defaultFormId',
      );
    }
    const formIndex = newRequest.recommendedFormIds.findIndex((formId) => !usable.has(formId));
    if (formIndex >= 0) {
      const field = `newRequest.recommendedFormIds.${formIndex}`;
      throw badInput(`${field}: not a published form of this organization or a global one`, field);
    }
    if (newRequest.recommendedDocumentIds.length === 0) return;
    const rows: { id: string }[] = await manager.query(
      `SELECT id FROM organization_document
        WHERE id = ANY($1::uuid[]) AND (organization_id = $2 OR organization_id IS NULL)
          AND is_public AND type NOT IN ('PRIVATE_DOCUMENT', 'USER_DOCUMENT', 'CASE_ATTACHMENT')`,
      [newRequest.recommendedDocumentIds, organizationId],
    );
    const documents = new Set(rows.map((row) => row.id));
    const documentIndex = newRequest.recommendedDocumentIds.findIndex((documentId) => !documents.has(documentId));
    if (documentIndex >= 0) {
      const field = `newRequest.recommendedDocumentIds.${documentIndex}`;
      throw badInput(`${field}: not a public document of this organization or a global one`, field);
    }
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
