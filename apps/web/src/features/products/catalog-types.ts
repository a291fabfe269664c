import type {
  CatalogBundleFieldsFragment,
  CatalogOrganizationProductFieldsFragment,
  CatalogProductFieldsFragment,
  CatalogPharmaciesQuery,
  ProductDetailQuery,
} from '../../generated/graphql';

/** The catalog as the screens read it (spec 000 §3 Product, Product bundle); amounts are integer cents. */
export type Product = CatalogProductFieldsFragment;
export type ProductCategory = Product['categories'][number] & { organizationId?: string | null };
export type OrganizationProduct = CatalogOrganizationProductFieldsFragment;
export type ProductBundle = CatalogBundleFieldsFragment;
export type Pharmacy = CatalogPharmaciesQuery['organizationPharmacies'][number];
export type ProductDosage = ProductDetailQuery['productDosages'][number];

/** What every catalog change answers. */
export interface CatalogPayload {
  success: boolean;
  message?: string | null;
}
