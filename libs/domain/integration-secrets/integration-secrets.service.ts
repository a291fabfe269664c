import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type AccessRule, isUuid, notFound, Permission, type Principal, restricted, Role } from '#access';
import { IntegrationSecretEntity, IntegrationSecretType } from './integration-secret.entity.js';

export interface IssuedSecret {
  type: IntegrationSecretType;
  /** When the current secret was issued; null when none was. */
  issuedAt: Date | null;
}

/** "Admin or cvadmin", or a custom role holding edit_settings: integration keys are organization settings. */
export const IntegrationSecretRules = {
  create: {
    roles: [Role.CVADMIN, Role.ADMIN],
    permissions: [Permission.EDIT_SETTINGS],
    message: 'Not authorized to manage integration secrets',
  },
} satisfies Record<string, AccessRule>;

@Injectable()
export class IntegrationSecretsService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Issues a new secret for the organization and type, replacing any before it; the only time it is returned. */
  async create(principal: Principal, organizationId: string | null | undefined, type: IntegrationSecretType) {
    const organization = organizationId ?? principal.requireOrganizationId();
    if (!isUuid(organization)) throw notFound();
    const scoped = principal.inOrganization(organization);
    scoped.assertSatisfies(restricted(IntegrationSecretRules.create));
    const secret = randomBytes(32).toString('base64url');
    const stored: { id: string }[] = await this.dataSource.query(
      `INSERT INTO organization_secret_key (organization_id, type, secret, created_by_id)
       SELECT id, $2, $3, $4 FROM organization WHERE id = $1
       ON CONFLICT (organization_id, type)
       DO UPDATE SET secret = EXCLUDED.secret, created_by_id = EXCLUDED.created_by_id, updated_at = now()
       RETURNING id`,
      [organization, type, secret, principal.userId],
    );
    if (stored.length === 0) throw notFound();
    return secret;
  }

  /** Every secret type with when the organization's current one was issued (never the secret itself). */
  async issued(principal: Principal, organizationId: string): Promise<IssuedSecret[]> {
    if (!isUuid(organizationId)) throw notFound();
    principal.inOrganization(organizationId).assertSatisfies(restricted(IntegrationSecretRules.create));
    const rows = await this.dataSource.getRepository(IntegrationSecretEntity).find({
      where: { organizationId },
      select: { type: true, updatedAt: true },
    });
    const issuedAt = new Map(rows.map((row) => [row.type, row.updatedAt]));
    return Object.values(IntegrationSecretType).map((type) => ({ type, issuedAt: issuedAt.get(type) ?? null }));
  }

  /** The organization's current secret of a type, for verifying a delivery; null when none was issued. */
  async secretOf(organizationId: string, type: IntegrationSecretType): Promise<string | null> {
    if (!isUuid(organizationId)) return null;
    const row = await this.dataSource.getRepository(IntegrationSecretEntity).findOne({
      where: { organizationId, type },
      select: { secret: true },
    });
    return row?.secret ?? null;
  }
}
