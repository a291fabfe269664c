import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { alreadyExists, badInput, illegalState, isUuid, notFound, type Principal, restricted } from '#access';
import { FormVersionEntity } from '#domain/forms';
import { OrganizationEntity } from '#domain/organizations';
import { parseInput } from '#domain/shared';
import {
  type AddProductBundleInput,
  addProductBundleSchema,
  bundlesOrderSchema,
  publicLinkNameSchema,
  type UpdateProductBundleInput,
  updateProductBundleSchema,
} from './catalog-input.js';
import { bundleOrderProblem, catalogLinkNameFor, type PublicProductBundle, toPublicBundle } from './catalog-logic.js';
import { CatalogMessages, CatalogRules } from './catalog-rules.js';
import { ProductBundleEntity } from './product-bundle.entity.js';
import { ProductCategoryEntity } from './product-category.entity.js';
import { ProductEntity } from './product.entity.js';
import { isUniqueViolation } from './products.service.js';

const BUNDLE_TAKEN = 'A bundle of this organization already has this link name';

type BundleData = ReturnType<typeof updateProductBundleSchema.parse>;

/** An organization's product bundles: edited by its admin or owner, read by staff, public on its landing page. */
@Injectable()
export class ProductBundlesService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** The organization's bundles in their order, with products. */
  list(organizationId: string): Promise<ProductBundleEntity[]> {
    return this.dataSource.getRepository(ProductBundleEntity).find({
      where: { organizationId },
      relations: { products: true },
      order: { position: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** Tenant-checked load: another organization's bundle does not exist for the caller. */
  async byId(principal: Principal, productBundleId: string): Promise<ProductBundleEntity> {
    if (!isUuid(productBundleId)) throw notFound();
    return principal.assertCanSee(
      await this.dataSource
        .getRepository(ProductBundleEntity)
        .findOne({ where: { id: productBundleId }, relations: { products: true } }),
    );
  }

  /** Bundles by id, for the per-request loader of a case's bundle (the caller has checked the case). */
  async byIds(ids: readonly string[]): Promise<Map<string, ProductBundleEntity>> {
    const bundles = await this.dataSource.getRepository(ProductBundleEntity).findBy({ id: In(ids.filter(isUuid)) });
    return new Map(bundles.map((bundle) => [bundle.id, bundle]));
  }

  async add(principal: Principal, input: AddProductBundleInput): Promise<ProductBundleEntity> {
    const data = parseInput(addProductBundleSchema, input);
    const organizationId = data.organizationId ?? principal.requireOrganizationId();
    principal.inOrganization(organizationId).assertSatisfies(restricted(CatalogRules.organization));
    const linkName = data.linkName ?? catalogLinkNameFor(data.name);
    if (!linkName) throw badInput('linkName: the name has no letters or digits for a link name; give one', 'linkName');
    const id = await this.write(async (manager) => {
      await assertReferences(manager, organizationId, data);
      // Appended: the new bundle comes last until the order is changed.
      const [{ next }] = await manager.query(
        'SELECT coalesce(max(position) + 1, 0)::int AS next FROM product_bundle WHERE organization_id = $1',
        [organizationId],
      );
      const bundle = await manager.save(
        manager.create(ProductBundleEntity, {
          ...fieldsOf(data),
          organizationId,
          name: data.name,
          linkName,
          priceCents: data.priceCents,
          position: next as number,
          products: (data.productIds ?? []).map((productId) => ({ id: productId }) as ProductEntity),
        }),
      );
      return bundle.id;
    });
    return this.byId(principal, id);
  }

  /** Changes the fields given; productIds, when given, replace the bundle's products whole. */
  async update(principal: Principal, input: UpdateProductBundleInput): Promise<ProductBundleEntity> {
    const data = parseInput(updateProductBundleSchema, input);
    const bundle = await this.byId(principal, data.productBundleId);
    principal.inOrganization(bundle.organizationId).assertSatisfies(restricted(CatalogRules.organization));
    const priceCents = data.priceCents ?? bundle.priceCents;
    const discount = data.initialDiscountCents ?? bundle.initialDiscountCents;
    if (discount > priceCents)
      throw badInput('initialDiscountCents: must not exceed the price', 'initialDiscountCents');
    await this.write(async (manager) => {
      await assertReferences(manager, bundle.organizationId, data);
      const changes = fieldsOf(data, input as Record<string, unknown>);
      if (data.name) changes.name = data.name;
      if (data.linkName) changes.linkName = data.linkName;
      if (Object.keys(changes).length > 0) await manager.update(ProductBundleEntity, { id: bundle.id }, changes);
      if (data.productIds) {
        await manager.query('DELETE FROM product_bundle_product WHERE product_bundle_id = $1', [bundle.id]);
        for (const productId of data.productIds) {
          await manager.query('INSERT INTO product_bundle_product (product_bundle_id, product_id) VALUES ($1, $2)', [
            bundle.id,
            productId,
          ]);
        }
      }
      return bundle.id;
    });
    return this.byId(principal, bundle.id);
  }

  async remove(principal: Principal, productBundleId: string): Promise<void> {
    const bundle = await this.byId(principal, productBundleId);
    principal.inOrganization(bundle.organizationId).assertSatisfies(restricted(CatalogRules.organization));
    await this.dataSource.getRepository(ProductBundleEntity).delete({ id: bundle.id });
  }

  /**
   * Replaces the order with the full list given: exactly the organization's bundles, each once (a partial or
   * foreign list is BAD_USER_INPUT and nothing moves).
   */
  async reorder(
    principal: Principal,
    input: { organizationId?: string | null; productBundleIds: string[] },
  ): Promise<ProductBundleEntity[]> {
    const data = parseInput(bundlesOrderSchema, input);
    const organizationId = data.organizationId ?? principal.requireOrganizationId();
    principal.inOrganization(organizationId).assertSatisfies(restricted(CatalogRules.organization));
    await this.dataSource.transaction(async (manager) => {
      // Locked, so two reorders (or a reorder and an add) run one after the other.
      await manager.query('SELECT id FROM organization WHERE id = $1 FOR UPDATE', [organizationId]);
      const current = await manager.find(ProductBundleEntity, { where: { organizationId }, select: { id: true } });
      const problem = bundleOrderProblem(
        current.map((row) => row.id),
        data.productBundleIds,
      );
      if (problem) throw badInput(`productBundleIds: ${problem}`, 'productBundleIds');
      for (const [position, id] of data.productBundleIds.entries()) {
        await manager.update(ProductBundleEntity, { id, organizationId }, { position });
      }
    });
    return this.list(organizationId);
  }

  /**
   * The sign-up check: the bundle exists in that organization, is shown and is not sold out. A sold-out bundle
   * is ILLEGAL_STATE "This bundle is sold out"; a hidden one "This bundle is not offered"; another
   * organization's, NOT_FOUND.
   */
  async openForSignUp(organizationId: string, productBundleId: string): Promise<ProductBundleEntity> {
    if (!isUuid(organizationId) || !isUuid(productBundleId)) throw notFound();
    const bundle = await this.dataSource
      .getRepository(ProductBundleEntity)
      .findOne({ where: { id: productBundleId, organizationId }, relations: { products: true } });
    if (!bundle) throw notFound();
    if (!bundle.isVisible) throw illegalState(CatalogMessages.NOT_OFFERED);
    if (bundle.isSoldOut) throw illegalState(CatalogMessages.SOLD_OUT);
    return bundle;
  }

  /** Same check by bundle id alone, for callers that hold only the bundle. */
  async assertBundleOpenForSignUp(productBundleId: string): Promise<ProductBundleEntity> {
    if (!isUuid(productBundleId)) throw notFound();
    const bundle = await this.dataSource.getRepository(ProductBundleEntity).findOneBy({ id: productBundleId });
    if (!bundle) throw notFound();
    return this.openForSignUp(bundle.organizationId, bundle.id);
  }

  /** The partner organization of a landing page link name; NOT_FOUND for others, so a page reveals nothing. */
  async partnerByLinkName(linkName: string): Promise<OrganizationEntity> {
    const data = parseInput(publicLinkNameSchema, { linkName });
    const organization = await this.dataSource
      .getRepository(OrganizationEntity)
      .findOneBy({ linkName: data.linkName, isPartner: true });
    if (!organization) throw notFound();
    return organization;
  }

  /** The visible bundles of a partner's landing page, in order, public fields only. */
  async publicBundles(linkName: string): Promise<PublicProductBundle[]> {
    const organization = await this.partnerByLinkName(linkName);
    return (await this.list(organization.id)).filter((bundle) => bundle.isVisible).map(toPublicBundle);
  }

  /** The categories (global and the partner's own) of the products of a partner's visible bundles, by name. */
  async publicCategories(linkName: string): Promise<{ id: string; name: string }[]> {
    const organization = await this.partnerByLinkName(linkName);
    const rows = await this.dataSource
      .getRepository(ProductCategoryEntity)
      .createQueryBuilder('c')
      .select(['c.id', 'c.name'])
      .where(
        `c.id IN (SELECT l.product_category_id FROM product_category_link l
           JOIN product_bundle_product bp ON bp.product_id = l.product_id
           JOIN product_bundle b ON b.id = bp.product_bundle_id
           JOIN product p ON p.id = l.product_id
          WHERE b.organization_id = :organizationId AND b.is_visible AND p.is_visible)`,
        { organizationId: organization.id },
      )
      .andWhere('(c.organization_id IS NULL OR c.organization_id = :organizationId)')
      .orderBy('c.name', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .getMany();
    return rows.map((row) => ({ id: row.id, name: row.name }));
  }

  /** The form version sign-up opens for a bundle: its own, else null (the partner default applies). */
  async formVersionIdOf(principal: Principal, productBundleId: string): Promise<string | null> {
    return (await this.byId(principal, productBundleId)).formVersionId;
  }

  private async write(work: (manager: EntityManager) => Promise<string>): Promise<string> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyExists(BUNDLE_TAKEN);
      throw error;
    }
  }
}

/** Products must exist; form versions must be global or of the organization. */
async function assertReferences(manager: EntityManager, organizationId: string, data: Partial<BundleData>) {
  if (data.productIds?.length) {
    const found = await manager.count(ProductEntity, { where: { id: In(data.productIds) } });
    if (found !== data.productIds.length) throw badInput('productIds: not all are products', 'productIds');
  }
  for (const field of ['formVersionId', 'followUpFormVersionId'] as const) {
    const versionId = data[field];
    if (!versionId) continue;
    const version = await manager.findOneBy(FormVersionEntity, { id: versionId });
    if (!version || (version.organizationId !== null && version.organizationId !== organizationId)) {
      throw badInput(`${field}: not a form version of this organization`, field);
    }
  }
}

/** The optional columns given in the input (a field left out keeps its value; null clears a clearable one). */
function fieldsOf(data: Partial<BundleData>, given?: Record<string, unknown>): Partial<ProductBundleEntity> {
  const changes: Partial<ProductBundleEntity> = {};
  const has = (key: string) => (given ? given[key] !== undefined : true);
  const set = <K extends keyof ProductBundleEntity>(key: K, value: ProductBundleEntity[K] | null | undefined) => {
    if (value !== null && value !== undefined) changes[key] = value;
  };
  set('description', data.description ?? (given ? undefined : ''));
  set('priceCents', data.priceCents);
  set('priceUnit', data.priceUnit);
  set('initialDiscountCents', data.initialDiscountCents);
  set('oneTimeFeeCents', data.oneTimeFeeCents);
  set('recurringFeeCents', data.recurringFeeCents);
  set('isVisible', data.isVisible);
  set('isSoldOut', data.isSoldOut);
  for (const key of [
    'imageUrl',
    'tag',
    'soldOutListText',
    'soldOutModalTitle',
    'soldOutModalText',
    'soldOutModalButtonText',
    'soldOutModalButtonColor',
    'soldOutModalButtonTextColor',
    'formVersionId',
    'followUpFormPeriodDays',
    'followUpFormVersionId',
  ] as const) {
    if (has(key) && data[key] !== undefined) (changes as Record<string, unknown>)[key] = data[key] ?? null;
  }
  return changes;
}
