import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In, IsNull } from 'typeorm';
import { z } from 'zod';
import {
  alreadyExists,
  badInput,
  DEFAULT_ROLE_LABELS,
  DEFAULT_ROLE_PERMISSIONS,
  notFound,
  type Principal,
  Role,
  TPA_SUB_ROLE_PERMISSIONS,
  TpaSubRole,
} from '#access';
import { parseInput } from '#domain/shared';
import { type AliasLabel, resolveAliases } from './alias-defaults.js';
import { CustomRoleEntity } from './custom-role.entity.js';
import { OrganizationEntity } from './organization.entity.js';

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
      throw alreadyExists('An organization with this link name already exists');
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
