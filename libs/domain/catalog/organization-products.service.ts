import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { alreadyExists, badInput, isUuid, notFound, type Principal, restricted } from '#access';
import { parseInput } from '#domain/shared';
import {
  type AddOrganizationProductInput,
  addOrganizationProductSchema,
  setDefaultProductsSchema,
  type UpdateOrganizationProductInput,
  updateOrganizationProductSchema,
} from './catalog-input.js';
import { CatalogRules } from './catalog-rules.js';
import { OrganizationProductEntity } from './organization-product.entity.js';
import { ProductCategoryEntity } from './product-category.entity.js';
import { ProductEntity } from './product.entity.js';
import { isUniqueViolation } from './products.service.js';

const ALREADY_OFFERED = 'The organization already offers this product';

export interface OrganizationProductFilter {
  categoryId?: string | null;
  isFormulary?: boolean;
  /** Only products the CV Admin keeps visible (decisions prescribe from these). */
  visibleOnly?: boolean;
}

/** The global products an organization offers, at its prices; edited by its admin or owner. */
@Injectable()
export class OrganizationProductsService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** The organization's products with their product, by product name. */
  list(organizationId: string, filter: OrganizationProductFilter = {}): Promise<OrganizationProductEntity[]> {
    if (filter.categoryId !== undefined && filter.categoryId !== null && !isUuid(filter.categoryId)) {
      throw badInput('categoryId: must be an id', 'categoryId');
    }
    const query = this.dataSource
      .getRepository(OrganizationProductEntity)
      .createQueryBuilder('op')
      .innerJoinAndSelect('op.product', 'p')
      .where('op.organization_id = :organizationId', { organizationId });
    if (filter.categoryId) {
      // The organization's own category of the product, or a global category the product carries.
      query.andWhere(
        `(op.category_id = :categoryId OR EXISTS (SELECT 1 FROM product_category_link l
           WHERE l.product_id = p.id AND l.product_category_id = :categoryId))`,
        { categoryId: filter.categoryId },
      );
    }
    if (filter.isFormulary) query.andWhere('op.is_formulary');
    if (filter.visibleOnly) query.andWhere('p.is_visible');
    return query.orderBy('p.name', 'ASC').addOrderBy('op.id', 'ASC').getMany();
  }

  async add(principal: Principal, input: AddOrganizationProductInput): Promise<OrganizationProductEntity> {
    const data = parseInput(addOrganizationProductSchema, input);
    const organizationId = data.organizationId ?? principal.requireOrganizationId();
    principal.inOrganization(organizationId).assertSatisfies(restricted(CatalogRules.organization));
    try {
      const id = await this.dataSource.transaction(async (manager) => {
        if (!(await manager.existsBy(ProductEntity, { id: data.productId }))) {
          throw badInput('productId: not a product', 'productId');
        }
        await assertOrganizationCategory(manager, organizationId, data.categoryId);
        const row = await manager.save(
          manager.create(OrganizationProductEntity, {
            organizationId,
            productId: data.productId,
            priceCents: data.priceCents,
            priceUnit: data.priceUnit,
            isFormulary: data.isFormulary,
            categoryId: data.categoryId,
          }),
        );
        return row.id;
      });
      return this.byId(principal, id);
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyExists(ALREADY_OFFERED);
      throw error;
    }
  }

  async update(principal: Principal, input: UpdateOrganizationProductInput): Promise<OrganizationProductEntity> {
    const data = parseInput(updateOrganizationProductSchema, input);
    const row = await this.byId(principal, data.organizationProductId);
    principal.inOrganization(row.organizationId).assertSatisfies(restricted(CatalogRules.organization));
    await this.dataSource.transaction(async (manager) => {
      if (data.categoryId) await assertOrganizationCategory(manager, row.organizationId, data.categoryId);
      const changes: Partial<OrganizationProductEntity> = {};
      if (data.priceCents !== null && data.priceCents !== undefined) changes.priceCents = data.priceCents;
      if (data.priceUnit) changes.priceUnit = data.priceUnit;
      if (data.isFormulary !== null && data.isFormulary !== undefined) changes.isFormulary = data.isFormulary;
      if (input.categoryId !== undefined) changes.categoryId = data.categoryId ?? null;
      if (Object.keys(changes).length > 0) await manager.update(OrganizationProductEntity, { id: row.id }, changes);
    });
    return this.byId(principal, row.id);
  }

  async remove(principal: Principal, organizationProductId: string): Promise<void> {
    const row = await this.byId(principal, organizationProductId);
    principal.inOrganization(row.organizationId).assertSatisfies(restricted(CatalogRules.organization));
    await this.dataSource.getRepository(OrganizationProductEntity).delete({ id: row.id });
  }

  /** Tenant-checked load: another organization's row does not exist for the caller. */
  async byId(principal: Principal, organizationProductId: string): Promise<OrganizationProductEntity> {
    if (!isUuid(organizationProductId)) throw notFound();
    return principal.assertCanSee(
      await this.dataSource
        .getRepository(OrganizationProductEntity)
        .findOne({ where: { id: organizationProductId }, relations: { product: true } }),
    );
  }

  /**
   * CV Admin: the listed products become the organization's defaults (offered at price 0 when not yet
   * offered), every other product of it stops being one. Unknown product ids are BAD_USER_INPUT.
   */
  async setDefaults(input: { organizationId: string; productIds: string[] }): Promise<OrganizationProductEntity[]> {
    const data = parseInput(setDefaultProductsSchema, input);
    await this.dataSource.transaction(async (manager) => {
      const organization = await manager.query('SELECT id FROM organization WHERE id = $1 FOR UPDATE', [
        data.organizationId,
      ]);
      if (organization.length === 0) throw notFound();
      const known = await manager.count(ProductEntity, { where: { id: In(data.productIds) } });
      if (known !== data.productIds.length) throw badInput('productIds: not all are products', 'productIds');
      await manager.update(OrganizationProductEntity, { organizationId: data.organizationId }, { isDefault: false });
      for (const productId of data.productIds) {
        await manager.query(
          `INSERT INTO organization_product (organization_id, product_id, is_default) VALUES ($1, $2, true)
           ON CONFLICT (organization_id, product_id) DO UPDATE SET is_default = true, updated_at = now()`,
          [data.organizationId, productId],
        );
      }
    });
    return this.list(data.organizationId).then((rows) => rows.filter((row) => row.isDefault));
  }

  /** Medicine names a decision of the organization offers: its visible products, by name. */
  async medicationList(organizationId: string): Promise<string[]> {
    return (await this.list(organizationId, { visibleOnly: true })).map((row) => row.product!.name);
  }
}

async function assertOrganizationCategory(manager: EntityManager, organizationId: string, categoryId: string | null) {
  if (!categoryId) return;
  const found = await manager.existsBy(ProductCategoryEntity, { id: categoryId, organizationId });
  if (!found) throw badInput("categoryId: not one of the organization's product categories", 'categoryId');
}
