import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In, IsNull, Not, QueryFailedError } from 'typeorm';
import { z } from 'zod';
import {
  alreadyExists,
  badInput,
  DEFAULT_ROLE_LABELS,
  DEFAULT_ROLE_PERMISSIONS,
  notFound,
  type Principal,
  restricted,
  Role,
  TPA_SUB_ROLE_PERMISSIONS,
  TpaSubRole,
} from '#access';
import { parseInput } from '#domain/shared';
import { type AliasLabel, resolveAliases } from './alias-defaults.js';
import { CustomRoleEntity } from './custom-role.entity.js';
import { OrganizationEntity } from './organization.entity.js';
import {
  type UpdateOrganizationInput,
  type UpdateOrganizationNameInput,
  updateOrganizationNameSchema,
  updateOrganizationSchema,
} from './organization-input.js';
import { OrganizationEditRules, OrganizationMessages } from './organization-rules.js';

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === '23505';

const createOrganizationSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(200),
  contactEmail: z.email('must be an e-mail address').max(320).nullish(),
  isPartner: z.boolean().default(false),
  linkName: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/, 'use lowercase letters, digits and dashes')
    .nullish(),
});
export type CreateOrganizationInput = z.input<typeof createOrganizationSchema>;

/** Partner defaults from spec 001; employer organizations start from the same calm palette. */
export const DEFAULT_BRAND_COLORS = { primary: '#71d1ac', secondary: '#4e7da0' } as const;

/** What employees read on the welcome page until the organization writes its own text. */
export const DEFAULT_WELCOME_TEXT =
  'Welcome! If you need an accommodation or leave at work, start a New Request. You can save it and come back later, and follow every request you have made under My Requests.';

export interface OrganizationRoleView {
  name: string;
  label: string;
  permissions: string[];
  isCustom: boolean;
  /** A predefined role every organization shares (no organization of its own): read-only here. */
  isShared: boolean;
}

@Injectable()
export class OrganizationsService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  private get organizations() {
    return this.dataSource.getRepository(OrganizationEntity);
  }

  findAll(): Promise<OrganizationEntity[]> {
    return this.organizations.find({ order: { name: 'ASC', id: 'ASC' } });
  }

  /** Loads by id with the tenant check: another organization does not exist for this caller. */
  async findVisible(principal: Principal, organizationId: string): Promise<OrganizationEntity> {
    if (!principal.canActIn(organizationId)) throw notFound();
    const organization = await this.organizations.findOneBy({ id: organizationId });
    if (!organization) throw notFound();
    return organization;
  }

  async create(input: CreateOrganizationInput): Promise<OrganizationEntity> {
    const data = parseInput(createOrganizationSchema, input);
    if (data.isPartner && !data.linkName) {
      throw badInput('linkName: a partner organization needs a link name', 'linkName');
    }
    if (data.linkName && (await this.organizations.existsBy({ linkName: data.linkName }))) {
      throw alreadyExists(OrganizationMessages.LINK_NAME_TAKEN);
    }
    return this.organizations.save(
      this.organizations.create({
        name: data.name,
        contactEmail: data.contactEmail ?? null,
        isPartner: data.isPartner,
        linkName: data.linkName ?? null,
        settings: {},
      }),
    );
  }

  /**
   * The CV Admin's edit of an organization (spec 000 §4: the partner flag can be toggled). Only the fields
   * sent change; a partner keeps a link name; a link name another organization has is ALREADY_EXISTS.
   * Checked and written under a row lock, so nothing is half-written.
   */
  async update(principal: Principal, input: UpdateOrganizationInput): Promise<OrganizationEntity> {
    const data = parseInput(updateOrganizationSchema, input);
    principal.inOrganization(data.organizationId).assertSatisfies(restricted(OrganizationEditRules.update));
    return this.saveLocked(data.organizationId, async (manager, organization) => {
      if (data.name !== undefined) organization.name = data.name;
      if (data.contactEmail !== undefined) organization.contactEmail = data.contactEmail;
      if (data.isPartner !== undefined) organization.isPartner = data.isPartner;
      if (data.linkName !== undefined) organization.linkName = data.linkName;
      if (organization.isPartner && !organization.linkName) {
        throw badInput('linkName: a partner organization needs a link name', 'linkName');
      }
      if (
        organization.linkName &&
        (await manager.existsBy(OrganizationEntity, { linkName: organization.linkName, id: Not(organization.id) }))
      ) {
        throw alreadyExists(OrganizationMessages.LINK_NAME_TAKEN);
      }
    });
  }

  /** Renames an organization: the CV Admin any, an administrator their own (OrganizationEditRules.rename). */
  async rename(principal: Principal, input: UpdateOrganizationNameInput): Promise<OrganizationEntity> {
    const data = parseInput(updateOrganizationNameSchema, input);
    principal.inOrganization(data.organizationId).assertSatisfies(restricted(OrganizationEditRules.rename));
    return this.saveLocked(data.organizationId, (_manager, organization) => {
      organization.name = data.name;
    });
  }

  private async saveLocked(
    organizationId: string,
    change: (manager: EntityManager, organization: OrganizationEntity) => Promise<void> | void,
  ): Promise<OrganizationEntity> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const organization = await manager.findOne(OrganizationEntity, {
          where: { id: organizationId },
          lock: { mode: 'pessimistic_write' },
        });
        if (!organization) throw notFound();
        await change(manager, organization);
        return manager.save(organization);
      });
    } catch (error) {
      // Two organizations taking the same link name at once: the unique index decides.
      if (isUniqueViolation(error)) throw alreadyExists(OrganizationMessages.LINK_NAME_TAKEN);
      throw error;
    }
  }

  welcomeText(organization: OrganizationEntity): string {
    return organization.settings.welcomeText?.trim() || DEFAULT_WELCOME_TEXT;
  }

  /** Names of organizations by id, for one batched lookup per request. */
  async namesByIds(ids: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.organizations.find({ where: { id: In([...ids]) }, select: { id: true, name: true } });
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  aliases(organization: OrganizationEntity): AliasLabel[] {
    return resolveAliases(organization.isPartner, organization.settings.aliases);
  }

  /**
   * Built-in roles (with the organization's labels) followed by shared predefined and organization custom
   * roles; the organization's own copy of a predefined role stands in for the shared one of that name.
   */
  async roles(organization: OrganizationEntity): Promise<OrganizationRoleView[]> {
    const builtIn = [
      ...Object.values(Role).map((role) => ({
        name: role,
        label: DEFAULT_ROLE_LABELS[role],
        permissions: [...DEFAULT_ROLE_PERMISSIONS[role]],
      })),
      ...Object.values(TpaSubRole).map((role) => ({
        name: role,
        label: DEFAULT_ROLE_LABELS[role],
        permissions: [...TPA_SUB_ROLE_PERMISSIONS[role]],
      })),
    ].map((role) => ({ ...role, isCustom: false, isShared: false }));
    const custom = await this.dataSource.getRepository(CustomRoleEntity).find({
      where: [{ organizationId: IsNull() }, { organizationId: organization.id }],
      order: { name: 'ASC' },
    });
    const own = new Set(custom.filter((role) => role.organizationId !== null).map((role) => role.name));
    return [
      ...builtIn,
      ...custom
        .filter((role) => role.organizationId !== null || !own.has(role.name))
        .map((role) => ({
          name: role.name,
          label: role.label,
          permissions: role.permissions,
          isCustom: true,
          isShared: role.organizationId === null,
        })),
    ];
  }
}
