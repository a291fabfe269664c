import type { EntityManager } from 'typeorm';
import {
  OrganizationProductEntity,
  PharmacyEntity,
  ProductBundleEntity,
  ProductCategoryEntity,
  ProductDosageEntity,
  ProductEntity,
  ProductVariantEntity,
} from '#domain/catalog';
import { OrganizationEntity } from '#domain/organizations';
import {
  DEMO_BUNDLES,
  DEMO_PHARMACIES,
  DEMO_PRODUCT_CATEGORIES,
  DEMO_PRODUCTS,
  DEMO_SOLD_OUT_TEXTS,
} from './demo-catalog.js';
import { DEMO_ORGANIZATIONS } from './demo-data.js';

/**
 * Where Vitality exists and has no catalogue yet (the first demo product is absent): categories, pharmacies
 * serving Vitality, semaglutide and tirzepatide with variants and dosages, Vitality's prices and its three
 * bundles. Returns whether it wrote them.
 */
export async function seedDemoCatalog(manager: EntityManager): Promise<boolean> {
  const organizationId = DEMO_ORGANIZATIONS.vitality.id;
  if (!(await manager.existsBy(OrganizationEntity, { id: organizationId }))) return false;
  if (await manager.existsBy(ProductEntity, { id: DEMO_PRODUCTS[0].id })) return false;
  for (const category of DEMO_PRODUCT_CATEGORIES) {
    await manager.query(`INSERT INTO product_category (id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      category.id,
      category.name,
    ]);
  }
  for (const pharmacy of DEMO_PHARMACIES) {
    await manager.insert(PharmacyEntity, { ...pharmacy });
    await manager.query('INSERT INTO pharmacy_organization (pharmacy_id, organization_id) VALUES ($1, $2)', [
      pharmacy.id,
      organizationId,
    ]);
  }
  for (const product of DEMO_PRODUCTS) {
    await manager.insert(ProductEntity, {
      id: product.id,
      name: product.name,
      linkName: product.linkName,
      description: product.description,
    });
    for (const categoryId of product.categoryIds) {
      const exists = await manager.existsBy(ProductCategoryEntity, { id: categoryId });
      if (exists) {
        await manager.query('INSERT INTO product_category_link (product_id, product_category_id) VALUES ($1, $2)', [
          product.id,
          categoryId,
        ]);
      }
    }
    for (const { pharmacy, ...variant } of product.variants) {
      await manager.insert(ProductVariantEntity, {
        ...variant,
        productId: product.id,
        pharmacyId: DEMO_PHARMACIES[pharmacy].id,
      });
    }
    for (const dosage of product.dosages)
      await manager.insert(ProductDosageEntity, { ...dosage, productId: product.id });
    await manager.insert(OrganizationProductEntity, {
      organizationId,
      productId: product.id,
      priceCents: product.organizationPriceCents,
      priceUnit: 'month',
      isFormulary: true,
      isDefault: true,
    });
  }
  for (const [position, { products, ...bundle }] of DEMO_BUNDLES.entries()) {
    await manager.insert(ProductBundleEntity, {
      ...bundle,
      ...(bundle.isSoldOut ? DEMO_SOLD_OUT_TEXTS : {}),
      organizationId,
      position,
    });
    for (const index of products) {
      await manager.query('INSERT INTO product_bundle_product (product_bundle_id, product_id) VALUES ($1, $2)', [
        bundle.id,
        DEMO_PRODUCTS[index].id,
      ]);
    }
  }
  return true;
}
