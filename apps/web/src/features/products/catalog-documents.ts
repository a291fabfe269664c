import type { TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import type {
  CatalogPayload,
  OrganizationProduct,
  Pharmacy,
  Product,
  ProductBundle,
  ProductCategory,
  ProductDosage,
} from './catalog-types';

type Vars = Record<string, unknown>;
const doc = <TData, TVariables extends Vars = Vars>(source: string) =>
  parse(source) as TypedDocumentNode<TData, TVariables>;

const PRODUCT_FIELDS = `
  id name description imageUrl isVisible linkName
  categories { id name }
  variants { id name code strength form price packaging provider }
`;
const ORGANIZATION_PRODUCT_FIELDS = `id price priceUnit isFormulary isDefault product { id name }`;
const BUNDLE_FIELDS = `
  id name description price priceUnit initialDiscount oneTimeFee recurringFee isVisible isSoldOut soldOutListText
  soldOutModalTitle soldOutModalText soldOutModalButtonText soldOutModalButtonColor soldOutModalButtonTextColor
  followUpFormPeriodDays formVersionId followUpFormVersionId
  products { id name }
`;

/** The global products with their variants and categories. */
export const CATALOG_PRODUCTS_QUERY = doc<{ allProducts: Product[]; getAllProductCategories: ProductCategory[] }>(`
  query CatalogProducts { allProducts { ${PRODUCT_FIELDS} } getAllProductCategories { id name } }
`);

export const CATALOG_ORGANIZATION_PRODUCTS_QUERY = doc<
  { organizationProductsByCategory: OrganizationProduct[] },
  { organizationId: string }
>(`
  query CatalogOrganizationProducts($organizationId: ID!) {
    organizationProductsByCategory(organizationId: $organizationId) { ${ORGANIZATION_PRODUCT_FIELDS} }
  }
`);

export const CATALOG_BUNDLES_QUERY = doc<{ organizationProductBundles: ProductBundle[] }, { organizationId: string }>(`
  query CatalogBundles($organizationId: ID!) {
    organizationProductBundles(organizationId: $organizationId) { ${BUNDLE_FIELDS} }
  }
`);

export const CATALOG_PHARMACIES_QUERY = doc<{ organizationPharmacies: Pharmacy[] }, { organizationId: string }>(`
  query CatalogPharmacies($organizationId: ID!) {
    organizationPharmacies(organizationId: $organizationId) { id name address phone }
  }
`);

export const PRODUCT_DETAIL_QUERY = doc<
  { productById: Product; productDosages: ProductDosage[]; organizationProductsByCategory: OrganizationProduct[] },
  { productId: string; organizationId: string }
>(`
  query ProductDetail($productId: ID!, $organizationId: ID!) {
    productById(id: $productId) { ${PRODUCT_FIELDS} }
    productDosages(productId: $productId) { id value unit }
    organizationProductsByCategory(organizationId: $organizationId) { ${ORGANIZATION_PRODUCT_FIELDS} }
  }
`);

const payload = (name: string, args: string, variables: string) =>
  doc<Record<string, CatalogPayload>>(`
    mutation Catalog${name[0].toUpperCase()}${name.slice(1)}(${variables}) { ${name}(${args}) { success message } }
  `);

export const ADD_PRODUCT_MUTATION = payload('addProduct', 'input: $input', '$input: AddProductInput!');
export const UPDATE_PRODUCT_MUTATION = payload('updateProduct', 'input: $input', '$input: UpdateProductInput!');
export const ADD_PRODUCT_CATEGORY_MUTATION = payload(
  'addProductCategory',
  'input: $input',
  '$input: AddProductCategoryInput!',
);
export const UPDATE_PRODUCT_CATEGORY_MUTATION = payload(
  'updateProductCategory',
  'input: $input',
  '$input: UpdateProductCategoryInput!',
);
export const ADD_ORGANIZATION_PRODUCT_MUTATION = payload(
  'addOrganizationProduct',
  'input: $input',
  '$input: AddOrganizationProductInput!',
);
export const UPDATE_ORGANIZATION_PRODUCT_MUTATION = payload(
  'updateOrganizationProduct',
  'input: $input',
  '$input: UpdateOrganizationProductInput!',
);
export const DELETE_ORGANIZATION_PRODUCT_MUTATION = payload('deleteOrganizationProduct', 'id: $id', '$id: ID!');
export const SET_DEFAULT_PRODUCTS_MUTATION = payload(
  'setOrganizationDefaultProducts',
  'organizationId: $organizationId, productIds: $productIds',
  '$organizationId: ID!, $productIds: [ID!]!',
);
export const ADD_BUNDLE_MUTATION = payload(
  'addOrganizationProductBundle',
  'input: $input',
  '$input: AddOrganizationProductBundleInput!',
);
export const UPDATE_BUNDLE_MUTATION = payload(
  'updateOrganizationProductBundle',
  'input: $input',
  '$input: UpdateOrganizationProductBundleInput!',
);
export const DELETE_BUNDLE_MUTATION = payload('deleteOrganizationProductBundle', 'id: $id', '$id: ID!');
export const UPDATE_BUNDLES_ORDER_MUTATION = payload(
  'updateProductBundlesOrder',
  'organizationId: $organizationId, productBundleIds: $productBundleIds',
  '$organizationId: ID!, $productBundleIds: [ID!]!',
);
export const ADD_DOSAGE_MUTATION = payload('addProductDosage', 'input: $input', '$input: AddProductDosageInput!');
export const DELETE_DOSAGE_MUTATION = payload('deleteProductDosage', 'id: $id', '$id: ID!');
