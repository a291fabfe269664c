import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { badInput, isUuid, notFound, type Principal, restricted } from '#access';
import { OrganizationEntity, resolveGeneralSettings } from '#domain/organizations';
import { parseInput } from '#domain/shared';
import { PartnerFaqEntryEntity } from './partner-faq-entry.entity.js';
import { PartnerIntegrationInfoEntity } from './partner-integration-info.entity.js';
import {
  type UpdateOrganizationTestimonialsInput,
  type UpdatePartnerIntegrationFaqInput,
  type UpdatePartnerIntegrationInfoInput,
  linkNameSchema,
  updateOrganizationTestimonialsSchema,
  updatePartnerIntegrationFaqSchema,
  updatePartnerIntegrationInfoSchema,
} from './partner-integration-input.js';
import { NOT_A_PARTNER_MESSAGE, PartnerIntegrationRules } from './partner-integration-rules.js';
import { PartnerTestimonialEntity } from './partner-testimonial.entity.js';

/** A partner's info with the organization it belongs to (public views need the organization's name). */
export interface PartnerOfLinkName {
  organization: OrganizationEntity;
  info: PartnerIntegrationInfoEntity;
}

/**
 * Partner integration info, FAQ and testimonials. Editors act through the organization (tenant check, then
 * the edit rule); public readers go by linkName, and an unknown or non-partner linkName is NOT_FOUND.
 */
@Injectable()
export class PartnerIntegrationsService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** The editor view by id: another organization's info does not exist for this caller. */
  async findForEditor(principal: Principal, integrationInfoId: string): Promise<PartnerIntegrationInfoEntity> {
    if (typeof integrationInfoId !== 'string' || !isUuid(integrationInfoId)) throw notFound();
    const info = await this.dataSource.getRepository(PartnerIntegrationInfoEntity).findOneBy({ id: integrationInfoId });
    if (!info || !principal.canActIn(info.organizationId)) throw notFound();
    principal.inOrganization(info.organizationId).assertSatisfies(restricted(PartnerIntegrationRules.edit));
    return info;
  }

  /** Tenant check and edit rule for an organization named by the caller; the partner organization itself. */
  async editablePartner(principal: Principal, organizationId: string): Promise<OrganizationEntity> {
    if (typeof organizationId !== 'string' || !isUuid(organizationId)) throw notFound();
    principal.inOrganization(organizationId).assertSatisfies(restricted(PartnerIntegrationRules.edit));
    const organization = await this.dataSource.getRepository(OrganizationEntity).findOneBy({ id: organizationId });
    if (!organization) throw notFound();
    if (!organization.isPartner) throw badInput(NOT_A_PARTNER_MESSAGE, 'organizationId');
    return organization;
  }

  async update(principal: Principal, input: UpdatePartnerIntegrationInfoInput): Promise<PartnerIntegrationInfoEntity> {
    const { organizationId, ...data } = parseInput(updatePartnerIntegrationInfoSchema, input);
    await this.editablePartner(principal, organizationId);
    return this.dataSource.transaction(async (manager) => {
      const info = await this.lockedInfo(manager, organizationId);
      if (data.monthlyCost !== undefined)
        info.monthlyCost = data.monthlyCost === null ? null : data.monthlyCost.toFixed(2);
      for (const key of [
        'tagline',
        'videoLink',
        'webhookUrl',
        'favicon',
        'contactEmail',
        'contactPhone',
        'paymentPublishableKey',
      ] as const) {
        if (data[key] !== undefined) info[key] = data[key] ?? '';
      }
      if (data.links) info.links = { ...info.links, ...data.links };
      if (data.flags) info.flags = { ...info.flags, ...data.flags };
      if (data.texts) info.texts = { ...info.texts, ...data.texts };
      if (data.selfSignUpProfileFields !== undefined) info.selfSignUpProfileFields = data.selfSignUpProfileFields ?? [];
      if (data.selfSignUpSmsNotificationsRequired != null) {
        info.selfSignUpSmsNotificationsRequired = data.selfSignUpSmsNotificationsRequired;
      }
      if (data.primaryColor != null) info.primaryColor = data.primaryColor;
      if (data.faqGradientColor != null) info.faqGradientColor = data.faqGradientColor;
      for (const key of [
        'masterUserPromoCodeId',
        'paymentProvider',
        'formVersionId',
        'defaultProductBundleId',
      ] as const) {
        if (data[key] !== undefined) (info as unknown as Record<string, unknown>)[key] = data[key];
      }
      return manager.save(info);
    });
  }

  /** Replaces the FAQ with the list given, in its order. */
  async updateFaq(principal: Principal, input: UpdatePartnerIntegrationFaqInput): Promise<PartnerFaqEntryEntity[]> {
    const data = parseInput(updatePartnerIntegrationFaqSchema, input);
    await this.editablePartner(principal, data.organizationId);
    const infoId = await this.dataSource.transaction(async (manager) => {
      const info = await this.lockedInfo(manager, data.organizationId);
      const repository = manager.getRepository(PartnerFaqEntryEntity);
      const existing = await repository.findBy({ partnerIntegrationInfoId: info.id });
      const kept = this.checkedIds(existing, data.entries, 'entries');
      await this.removeOthers(manager, PartnerFaqEntryEntity, info.id, kept);
      await repository.save(
        data.entries.map((entry, index) =>
          repository.create({
            ...(entry.id ? { id: entry.id } : {}),
            partnerIntegrationInfoId: info.id,
            question: entry.question,
            answer: entry.answer,
            index,
          }),
        ),
      );
      return info.id;
    });
    return this.faq(infoId);
  }

  /** Replaces the testimonials with the list given, in its order; an existing one keeps its createdAt. */
  async updateTestimonials(
    principal: Principal,
    input: UpdateOrganizationTestimonialsInput,
  ): Promise<PartnerTestimonialEntity[]> {
    const data = parseInput(updateOrganizationTestimonialsSchema, input);
    await this.editablePartner(principal, data.organizationId);
    const infoId = await this.dataSource.transaction(async (manager) => {
      const info = await this.lockedInfo(manager, data.organizationId);
      const repository = manager.getRepository(PartnerTestimonialEntity);
      const existing = await repository.findBy({ partnerIntegrationInfoId: info.id });
      const kept = this.checkedIds(existing, data.testimonials, 'testimonials');
      await this.removeOthers(manager, PartnerTestimonialEntity, info.id, kept);
      await repository.save(
        data.testimonials.map((testimonial, index) =>
          repository.create({
            ...(testimonial.id ? { id: testimonial.id } : {}),
            partnerIntegrationInfoId: info.id,
            rating: testimonial.rating,
            customerName: testimonial.customerName,
            title: testimonial.title ?? '',
            content: testimonial.content,
            isVerified: testimonial.isVerified ?? false,
            index,
          }),
        ),
      );
      return info.id;
    });
    return this.testimonials(infoId);
  }

  /** Testimonials for the editor, by the info's id (getPartnerIntegrationTestimonials). */
  async testimonialsForEditor(principal: Principal, partnerIntegrationId: string): Promise<PartnerTestimonialEntity[]> {
    const info = await this.findForEditor(principal, partnerIntegrationId);
    return this.testimonials(info.id);
  }

  /** The organization's info id, or null when it has none yet. */
  async infoIdOf(organizationId: string): Promise<string | null> {
    const info = await this.dataSource
      .getRepository(PartnerIntegrationInfoEntity)
      .findOne({ where: { organizationId }, select: { id: true } });
    return info?.id ?? null;
  }

  faq(infoId: string): Promise<PartnerFaqEntryEntity[]> {
    return this.dataSource
      .getRepository(PartnerFaqEntryEntity)
      .find({ where: { partnerIntegrationInfoId: infoId }, order: { index: 'ASC', id: 'ASC' } });
  }

  testimonials(infoId: string): Promise<PartnerTestimonialEntity[]> {
    return this.dataSource
      .getRepository(PartnerTestimonialEntity)
      .find({ where: { partnerIntegrationInfoId: infoId }, order: { index: 'ASC', id: 'ASC' } });
  }

  /** The editor view of an organization's info, made with the defaults when it has none yet. */
  async ensureForOrganization(organizationId: string): Promise<PartnerIntegrationInfoEntity> {
    return this.dataSource.transaction((manager) => this.lockedInfo(manager, organizationId));
  }

  /**
   * The partner behind a public linkName. NOT_FOUND for anything that is not a partner's slug, so a visitor
   * cannot tell a plain organization's linkName from one that does not exist. A partner that has never saved
   * its settings answers with the defaults (not stored: public reads write nothing).
   */
  async findByLinkName(linkName: string): Promise<PartnerOfLinkName> {
    if (!linkNameSchema.safeParse(linkName).success) throw notFound();
    const organization = await this.dataSource
      .getRepository(OrganizationEntity)
      .createQueryBuilder('organization')
      .where('lower(organization.linkName) = lower(:linkName)', { linkName })
      .andWhere('organization.isPartner = true')
      .getOne();
    if (!organization) throw notFound();
    const info =
      (await this.dataSource
        .getRepository(PartnerIntegrationInfoEntity)
        .findOneBy({ organizationId: organization.id })) ??
      this.dataSource
        .getRepository(PartnerIntegrationInfoEntity)
        .create({ organizationId: organization.id, linkName: organization.linkName });
    return { organization, info };
  }

  /** The organization's analytics tag ids (general settings), for the public pages of a partner. */
  async analyticsTagIdsForPublicPages(linkName: string): Promise<string[]> {
    const { organization } = await this.findByLinkName(linkName);
    return resolveGeneralSettings(organization.settings.general).analyticsTagIds;
  }

  /** The info row, locked for this transaction, created with the defaults when missing; linkName kept in step. */
  private async lockedInfo(manager: EntityManager, organizationId: string): Promise<PartnerIntegrationInfoEntity> {
    const organization = await manager
      .getRepository(OrganizationEntity)
      .findOne({ where: { id: organizationId }, lock: { mode: 'pessimistic_write' } });
    if (!organization) throw notFound();
    const repository = manager.getRepository(PartnerIntegrationInfoEntity);
    let info = await repository.findOneBy({ organizationId });
    if (!info) info = await repository.save(repository.create({ organizationId, linkName: organization.linkName }));
    else if (info.linkName !== organization.linkName) {
      info.linkName = organization.linkName;
      info = await repository.save(info);
    }
    if (organization.partnerIntegrationInfoId !== info.id) {
      await manager
        .getRepository(OrganizationEntity)
        .update({ id: organizationId }, { partnerIntegrationInfoId: info.id });
    }
    return info;
  }

  /** Ids sent back must be this partner's own rows, each named once. */
  private checkedIds(existing: { id: string }[], items: { id?: string | null }[], field: string): string[] {
    const own = new Set(existing.map((row) => row.id));
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (!item.id) return;
      if (!own.has(item.id) || seen.has(item.id)) {
        throw badInput(`${field}.${index}.id: not one of this organization's entries`, `${field}.${index}.id`);
      }
      seen.add(item.id);
    });
    return [...seen];
  }

  private async removeOthers(
    manager: EntityManager,
    entity: typeof PartnerFaqEntryEntity | typeof PartnerTestimonialEntity,
    infoId: string,
    kept: string[],
  ): Promise<void> {
    const builder = manager
      .createQueryBuilder()
      .delete()
      .from(entity)
      .where('partner_integration_info_id = :infoId', { infoId });
    if (kept.length) builder.andWhere('id NOT IN (:...kept)', { kept });
    await builder.execute();
  }
}
