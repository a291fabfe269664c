export { ProductEntity } from './product.entity.js';
export { ProductVariantEntity } from './product-variant.entity.js';
export { ProductCategoryEntity } from './product-category.entity.js';
export { ProductDosageEntity } from './product-dosage.entity.js';
export { PharmacyEntity } from './pharmacy.entity.js';
export { OrganizationProductEntity } from './organization-product.entity.js';
export { ProductBundleEntity } from './product-bundle.entity.js';
