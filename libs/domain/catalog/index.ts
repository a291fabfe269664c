export { ProductEntity } from './product.entity.js';
export { ProductVariantEntity } from './product-variant.entity.js';
export { ProductCategoryEntity } from './product-category.entity.js';
export { ProductDosageEntity } from './product-dosage.entity.js';
export { PharmacyEntity } from './pharmacy.entity.js';
export { OrganizationProductEntity } from './organization-product.entity.js';
export { ProductBundleEntity } from './product-bundle.entity.js';
export { CatalogMessages, CatalogRules } from './catalog-rules.js';
export * from './catalog-input.js';
export {
  bundleOrderProblem,
  catalogLinkNameFor,
  PUBLIC_BUNDLE_KEYS,
  type PublicProductBundle,
  toPublicBundle,
} from './catalog-logic.js';
export { ProductsService } from './products.service.js';
export { OrganizationProductsService, type OrganizationProductFilter } from './organization-products.service.js';
export { ProductBundlesService } from './product-bundles.service.js';
export { type ConnectPharmacyInput, PharmacyConnectionsService } from './pharmacy-connections.service.js';
export { CatalogModule } from './catalog.module.js';
