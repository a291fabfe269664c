import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In, IsNull, QueryFailedError } from 'typeorm';
import { alreadyExists, badInput, isUuid, notFound, type Principal, restricted } from '#access';
import { pageSize, toPage, decodeCursor, type Page } from '#database';
import { parseInput } from '#domain/shared';
import {
  type AddProductCategoryInput,
  addProductCategorySchema,
  type AddProductDosageInput,
  addProductDosageSchema,
  type AddProductInput,
  addProductSchema,
  searchVariantsSchema,
  type SearchVariantsInput,
  type UpdateOrganizationProductCategoryInput,
  updateOrganizationProductCategorySchema,
  type UpdateProductCategoryInput,
  updateProductCategorySchema,
  type UpdateProductInput,
  updateProductSchema,
} from './catalog-input.js';
import { catalogLinkNameFor, likePattern } from './catalog-logic.js';
import { CatalogRules } from './catalog-rules.js';
import { PharmacyEntity } from './pharmacy.entity.js';
import { ProductCategoryEntity } from './product-category.entity.js';
import { ProductDosageEntity } from './product-dosage.entity.js';
import { ProductVariantEntity } from './product-variant.entity.js';
import { ProductEntity } from './product.entity.js';

const PRODUCT_TAKEN = 'A product with this link name already exists';
const CATEGORY_TAKEN = 'A product category with this name already exists';

export const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === '23505';

/** Global products (CV Admin), their variants and dosages, categories (global and per organization), pharmacies. */
@Injectable()
export class ProductsService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Every product with its categories, variants and dosages, by name. */
  findAll(): Promise<ProductEntity[]> {
    return this.dataSource.getRepository(ProductEntity).find({
      relations: { categories: true, variants: true, dosages: true },
      order: { name: 'ASC', id: 'ASC', variants: { name: 'ASC' }, dosages: { value: 'ASC' } },
    });
  }

  async byId(productId: string): Promise<ProductEntity> {
    if (!isUuid(productId)) throw notFound();
    const product = await this.dataSource.getRepository(ProductEntity).findOne({
      where: { id: productId },
      relations: { categories: true, variants: true, dosages: true },
      order: { variants: { name: 'ASC' }, dosages: { value: 'ASC' } },
    });
    if (!product) throw notFound();
    return product;
  }

  async add(input: AddProductInput): Promise<ProductEntity> {
    const data = parseInput(addProductSchema, input);
    const linkName = data.linkName ?? catalogLinkNameFor(data.name);
    if (!linkName) throw badInput('linkName: the name has no letters or digits for a link name; give one', 'linkName');
    const id = await this.saveProduct(async (manager) => {
      await this.assertCategories(manager, data.categoryIds ?? [], null);
      await this.assertPharmacies(manager, (data.variants ?? []).map((variant) => variant.pharmacyId));
      const product = await manager.save(
        manager.create(ProductEntity, {
          name: data.name,
          description: data.description,
          imageUrl: data.imageUrl,
          isVisible: data.isVisible ?? true,
          linkName,
          webhookUrl: data.webhookUrl,
          categories: (data.categoryIds ?? []).map((categoryId) => ({ id: categoryId }) as ProductCategoryEntity),
        }),
      );
      for (const variant of data.variants ?? []) {
        await manager.insert(ProductVariantEntity, { ...variant, productId: product.id });
      }
      return product.id;
    });
    return this.byId(id);
  }

  /** Changes the fields given; variants and categories, when given, replace the current ones whole. */
  async update(input: UpdateProductInput): Promise<ProductEntity> {
    const data = parseInput(updateProductSchema, input);
    await this.saveProduct(async (manager) => {
      const product = await manager.findOne(ProductEntity, {
        where: { id: data.productId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!product) throw notFound();
      if (data.categoryIds) await this.assertCategories(manager, data.categoryIds, null);
      if (data.variants) await this.assertPharmacies(manager, data.variants.map((variant) => variant.pharmacyId));
      const changes: Partial<ProductEntity> = {};
      if (data.name) changes.name = data.name;
      if (data.description !== null && data.description !== undefined) changes.description = data.description;
      if (input.imageUrl !== undefined) changes.imageUrl = data.imageUrl;
      if (input.webhookUrl !== undefined) changes.webhookUrl = data.webhookUrl;
      if (data.isVisible !== null && data.isVisible !== undefined) changes.isVisible = data.isVisible;
      if (data.linkName) changes.linkName = data.linkName;
      if (Object.keys(changes).length > 0) await manager.update(ProductEntity, { id: product.id }, changes);
      if (data.categoryIds) {
        await manager.query('DELETE FROM product_category_link WHERE product_id = $1', [product.id]);
        for (const categoryId of data.categoryIds) {
          await manager.query('INSERT INTO product_category_link (product_id, product_category_id) VALUES ($1, $2)', [
            product.id,
            categoryId,
          ]);
        }
      }
      if (data.variants) {
        await manager.delete(ProductVariantEntity, { productId: product.id });
        for (const variant of data.variants) {
          await manager.insert(ProductVariantEntity, { ...variant, productId: product.id });
        }
      }
      return product.id;
    });
    return this.byId(data.productId);
  }

  private async saveProduct(work: (manager: EntityManager) => Promise<string>): Promise<string> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyExists(PRODUCT_TAKEN);
      throw error;
    }
  }

  /** Categories of one scope: global ones (organizationId null) or that organization's own. */
  private async assertCategories(manager: EntityManager, categoryIds: string[], organizationId: string | null) {
    if (categoryIds.length === 0) return;
    const found = await manager.find(ProductCategoryEntity, {
      where: { id: In(categoryIds), organizationId: organizationId ?? IsNull() },
      select: { id: true },
    });
    const known = new Set(found.map((row) => row.id));
    const unknown = categoryIds.filter((categoryId) => !known.has(categoryId));
    if (unknown.length > 0) throw badInput(`categoryIds: ${unknown.join(', ')} not a product category`, 'categoryIds');
  }

  private async assertPharmacies(manager: EntityManager, pharmacyIds: (string | null)[]) {
    const wanted = [...new Set(pharmacyIds.filter((value): value is string => value !== null))];
    if (wanted.length === 0) return;
    const found = await manager.count(PharmacyEntity, { where: { id: In(wanted) } });
    if (found !== wanted.length) throw badInput('variants: a pharmacyId is not a pharmacy', 'variants.pharmacyId');
  }

  /** The global categories and, for a caller acting in an organization, that organization's own; by name. */
  categoriesFor(organizationId: string | null): Promise<ProductCategoryEntity[]> {
    return this.dataSource.getRepository(ProductCategoryEntity).find({
      where: organizationId ? [{ organizationId: IsNull() }, { organizationId }] : { organizationId: IsNull() },
      order: { name: 'ASC', id: 'ASC' },
    });
  }

  /**
   * Adds a global category (CV Admin) or, with organizationId, one of that organization's own (its admin or
   * owner). A name taken in the same scope is ALREADY_EXISTS.
   */
  async addCategory(principal: Principal, input: AddProductCategoryInput): Promise<ProductCategoryEntity> {
    const data = parseInput(addProductCategorySchema, input);
    const organizationId = data.organizationId ?? null;
    if (organizationId) principal.inOrganization(organizationId).assertSatisfies(restricted(CatalogRules.organization));
    else principal.assertSatisfies(restricted(CatalogRules.global));
    return this.saveCategory(() => {
      const repository = this.dataSource.getRepository(ProductCategoryEntity);
      return repository.save(repository.create({ organizationId, name: data.name }));
    });
  }

  async updateCategory(input: UpdateProductCategoryInput): Promise<ProductCategoryEntity> {
    const data = parseInput(updateProductCategorySchema, input);
    const repository = this.dataSource.getRepository(ProductCategoryEntity);
    const category = await repository.findOneBy({ id: data.categoryId, organizationId: IsNull() });
    if (!category) throw notFound();
    return this.saveCategory(() => repository.save({ ...category, name: data.name }));
  }

  async updateOrganizationCategory(
    principal: Principal,
    input: UpdateOrganizationProductCategoryInput,
  ): Promise<ProductCategoryEntity> {
    const data = parseInput(updateOrganizationProductCategorySchema, input);
    const repository = this.dataSource.getRepository(ProductCategoryEntity);
    const category = principal.assertCanSee(await repository.findOneBy({ id: data.categoryId }));
    if (data.organizationId && data.organizationId !== category.organizationId) throw notFound();
    principal.inOrganization(category.organizationId!).assertSatisfies(restricted(CatalogRules.organization));
    return this.saveCategory(() => repository.save({ ...category, name: data.name }));
  }

  private async saveCategory(work: () => Promise<ProductCategoryEntity>): Promise<ProductCategoryEntity> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyExists(CATEGORY_TAKEN);
      throw error;
    }
  }

  async dosagesOf(productId: string): Promise<ProductDosageEntity[]> {
    await this.byId(productId);
    return this.dataSource
      .getRepository(ProductDosageEntity)
      .find({ where: { productId }, order: { value: 'ASC', id: 'ASC' } });
  }

  async addDosage(input: AddProductDosageInput): Promise<ProductDosageEntity> {
    const data = parseInput(addProductDosageSchema, input);
    await this.byId(data.productId);
    const repository = this.dataSource.getRepository(ProductDosageEntity);
    return repository.save(repository.create(data));
  }

  async deleteDosage(id: string): Promise<void> {
    if (!isUuid(id)) throw notFound();
    const result = await this.dataSource.getRepository(ProductDosageEntity).delete({ id });
    if (!result.affected) throw notFound();
  }

  allPharmacies(): Promise<PharmacyEntity[]> {
    return this.dataSource.getRepository(PharmacyEntity).find({ order: { name: 'ASC', id: 'ASC' } });
  }

  /** The pharmacies that serve the organization, by name. */
  pharmaciesOf(organizationId: string): Promise<PharmacyEntity[]> {
    return this.dataSource
      .getRepository(PharmacyEntity)
      .createQueryBuilder('p')
      .innerJoin('pharmacy_organization', 'po', 'po.pharmacy_id = p.id AND po.organization_id = :organizationId', {
        organizationId,
      })
      .orderBy('p.name', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .getMany();
  }

  /**
   * Variants whose name, code, strength or product name holds the term, of the pharmacies named (by id or name)
   * and, with an organization, of the products it offers; by product name, variant name and id, cursor-paged.
   */
  async searchVariants(
    input: SearchVariantsInput,
    organizationId: string | null,
    paging: { recordsPerPage?: number | null; after?: string | null },
  ): Promise<Page<ProductVariantEntity & { productName: string }>> {
    const data = parseInput(searchVariantsSchema, input);
    const size = pageSize(paging.recordsPerPage);
    const query = this.dataSource
      .getRepository(ProductVariantEntity)
      .createQueryBuilder('v')
      .innerJoin('v.product', 'p')
      .leftJoinAndSelect('v.pharmacy', 'ph')
      .addSelect('p.name', 'product_name');
    if (data.searchTerm) {
      query.andWhere(
        '(v.name ILIKE :term OR v.code ILIKE :term OR v.strength ILIKE :term OR p.name ILIKE :term)',
        { term: likePattern(data.searchTerm) },
      );
    }
    if (data.pharmacyIds?.length || data.pharmacyNames?.length) {
      query.andWhere('(v.pharmacy_id = ANY(:pharmacyIds::uuid[]) OR lower(ph.name) = ANY(:pharmacyNames::text[]))', {
        pharmacyIds: data.pharmacyIds ?? [],
        pharmacyNames: (data.pharmacyNames ?? []).map((name) => name.toLowerCase()),
      });
    }
    if (organizationId) {
      query.andWhere(
        'EXISTS (SELECT 1 FROM organization_product op WHERE op.product_id = v.product_id AND op.organization_id = :organizationId)',
        { organizationId },
      );
    }
    const totalCount = await query.clone().getCount();
    if (paging.after) {
      const [productName, variantName, variantId] = decodeCursor(paging.after, 3);
      query.andWhere('(p.name, v.name, v.id) > (:productName, :variantName, :variantId::uuid)', {
        productName,
        variantName,
        variantId,
      });
    }
    const { entities, raw } = await query
      .orderBy('p.name', 'ASC')
      .addOrderBy('v.name', 'ASC')
      .addOrderBy('v.id', 'ASC')
      .limit(size + 1)
      .getRawAndEntities<{ v_id: string; product_name: string }>();
    const names = new Map(raw.map((row) => [row.v_id, row.product_name]));
    const rows = entities.map((variant) => Object.assign(variant, { productName: names.get(variant.id) ?? '' }));
    return toPage(rows, size, totalCount, (row) => [row.productName, row.name, row.id]);
  }
}
