import type {
  OrganizationProductEntity,
  PharmacyEntity,
  ProductBundleEntity,
  ProductCategoryEntity,
  ProductDosageEntity,
  ProductEntity,
  ProductVariantEntity,
  PublicProductBundle,
} from '#domain/catalog';
import { toPublicBundle } from '#domain/catalog';
import type { ProductBundle } from './product-bundle.model.js';
import type {
  OrganizationProduct,
  Pharmacy,
  Product,
  ProductCategory,
  ProductDosage,
  ProductVariant,
} from './product.model.js';

export const toCategory = (row: ProductCategoryEntity): ProductCategory => ({
  id: row.id,
  name: row.name,
  organizationId: row.organizationId,
});

export const toPharmacy = (row: PharmacyEntity): Pharmacy => ({
  id: row.id,
  name: row.name,
  address: row.address,
  phone: row.phone,
  endpointUrl: row.endpointUrl,
});

export const toVariant = (row: ProductVariantEntity & { productName?: string }): ProductVariant => ({
  id: row.id,
  productId: row.productId,
  productName: row.productName ?? null,
  name: row.name,
  code: row.code,
  strength: row.strength,
  form: row.form,
  priceCents: row.priceCents,
  currency: row.currency,
  packaging: row.packaging,
  pharmacyId: row.pharmacyId,
  pharmacy: row.pharmacy ? toPharmacy(row.pharmacy) : null,
});

export const toDosage = (row: ProductDosageEntity): ProductDosage => ({
  id: row.id,
  productId: row.productId,
  value: row.value,
  unit: row.unit,
});

export const toProduct = (row: ProductEntity): Product => ({
  id: row.id,
  name: row.name,
  description: row.description,
  imageUrl: row.imageUrl,
  isVisible: row.isVisible,
  linkName: row.linkName,
  webhookUrl: row.webhookUrl,
  categories: (row.categories ?? []).map(toCategory).sort((a, b) => a.name.localeCompare(b.name)),
  variants: (row.variants ?? []).map(toVariant),
  dosages: (row.dosages ?? []).map(toDosage),
});

export const toOrganizationProduct = (row: OrganizationProductEntity): OrganizationProduct => ({
  id: row.id,
  organizationId: row.organizationId,
  productId: row.productId,
  product: toProduct(row.product!),
  categoryId: row.categoryId,
  priceCents: row.priceCents,
  priceUnit: row.priceUnit,
  isFormulary: row.isFormulary,
  isDefault: row.isDefault,
});

const STAFF_ONLY_EMPTY = {
  organizationId: null,
  isVisible: null,
  position: null,
  formVersionId: null,
  followUpFormPeriodDays: null,
  followUpFormVersionId: null,
  products: null,
} as const;

/** The landing page's view: the public fields, every staff-only field null. */
export const toPublicBundleModel = (bundle: PublicProductBundle): ProductBundle => ({
  ...bundle,
  ...STAFF_ONLY_EMPTY,
});

export const toBundle = (row: ProductBundleEntity): ProductBundle => ({
  ...toPublicBundle(row),
  organizationId: row.organizationId,
  isVisible: row.isVisible,
  position: row.position,
  formVersionId: row.formVersionId,
  followUpFormPeriodDays: row.followUpFormPeriodDays,
  followUpFormVersionId: row.followUpFormVersionId,
  products: (row.products ?? []).map(toProduct).sort((a, b) => a.name.localeCompare(b.name)),
});
