import { graphql } from '../../generated';

export const CATALOG_PRODUCT_FIELDS = graphql(`
  fragment CatalogProductFields on Product {
    id
    name
    description
    imageUrl
    isVisible
    linkName
    categories {
      id
      name
    }
    variants {
      id
      name
      code
      strength
      form
      priceCents
      packaging
      pharmacy {
        id
        name
      }
    }
  }
`);

export const CATALOG_ORGANIZATION_PRODUCT_FIELDS = graphql(`
  fragment CatalogOrganizationProductFields on OrganizationProduct {
    id
    priceCents
    priceUnit
    isFormulary
    isDefault
    product {
      id
      name
    }
  }
`);

export const CATALOG_BUNDLE_FIELDS = graphql(`
  fragment CatalogBundleFields on ProductBundle {
    id
    name
    description
    priceCents
    priceUnit
    initialDiscountCents
    oneTimeFeeCents
    recurringFeeCents
    isVisible
    isSoldOut
    position
    soldOutListText
    soldOutModalTitle
    soldOutModalText
    soldOutModalButtonText
    soldOutModalButtonColor
    soldOutModalButtonTextColor
    followUpFormPeriodDays
    formVersionId
    followUpFormVersionId
    products {
      id
      name
    }
  }
`);

/** The global products with their variants, and the categories. */
export const CATALOG_PRODUCTS_QUERY = graphql(`
  query CatalogProducts {
    allProducts {
      ...CatalogProductFields
    }
    getAllProductCategories {
      id
      name
      organizationId
    }
  }
`);

export const CATALOG_ORGANIZATION_PRODUCTS_QUERY = graphql(`
  query CatalogOrganizationProducts($organizationId: ID!) {
    organizationProductsByCategory(organizationId: $organizationId) {
      ...CatalogOrganizationProductFields
    }
  }
`);

export const CATALOG_BUNDLES_QUERY = graphql(`
  query CatalogBundles($organizationId: ID!) {
    organizationProductBundles(organizationId: $organizationId) {
      ...CatalogBundleFields
    }
  }
`);

export const CATALOG_PHARMACIES_QUERY = graphql(`
  query CatalogPharmacies($organizationId: ID!) {
    organizationPharmacies(organizationId: $organizationId) {
      id
      name
      address
      phone
      endpointUrl
    }
  }
`);

export const CONNECT_PHARMACY_MUTATION = graphql(`
  mutation CatalogConnectPharmacy($input: ConnectPharmacyInput!) {
    connectPharmacy(input: $input) {
      success
      signingSecret
      pharmacy {
        id
        endpointUrl
      }
    }
  }
`);

export const PRODUCT_DETAIL_QUERY = graphql(`
  query ProductDetail($productId: ID!, $organizationId: ID!) {
    productById(productId: $productId) {
      ...CatalogProductFields
    }
    productDosages(productId: $productId) {
      id
      value
      unit
    }
    organizationProductsByCategory(organizationId: $organizationId) {
      ...CatalogOrganizationProductFields
    }
  }
`);

export const ADD_PRODUCT_MUTATION = graphql(`
  mutation CatalogAddProduct($input: AddProductInput!) {
    addProduct(input: $input) {
      success
      message
    }
  }
`);

export const UPDATE_PRODUCT_MUTATION = graphql(`
  mutation CatalogUpdateProduct($input: UpdateProductInput!) {
    updateProduct(input: $input) {
      success
      message
    }
  }
`);

export const ADD_PRODUCT_CATEGORY_MUTATION = graphql(`
  mutation CatalogAddProductCategory($input: AddProductCategoryInput!) {
    addProductCategory(input: $input) {
      success
      message
    }
  }
`);

export const UPDATE_PRODUCT_CATEGORY_MUTATION = graphql(`
  mutation CatalogUpdateProductCategory($input: UpdateProductCategoryInput!) {
    updateProductCategory(input: $input) {
      success
      message
    }
  }
`);

export const UPDATE_ORGANIZATION_PRODUCT_CATEGORY_MUTATION = graphql(`
  mutation CatalogUpdateOrganizationProductCategory($input: UpdateOrganizationProductCategoryInput!) {
    updateOrganizationProductCategory(input: $input) {
      success
      message
    }
  }
`);

export const ADD_ORGANIZATION_PRODUCT_MUTATION = graphql(`
  mutation CatalogAddOrganizationProduct($input: AddOrganizationProductInput!) {
    addOrganizationProduct(input: $input) {
      success
      message
    }
  }
`);

export const UPDATE_ORGANIZATION_PRODUCT_MUTATION = graphql(`
  mutation CatalogUpdateOrganizationProduct($input: UpdateOrganizationProductInput!) {
    updateOrganizationProduct(input: $input) {
      success
      message
    }
  }
`);

export const DELETE_ORGANIZATION_PRODUCT_MUTATION = graphql(`
  mutation CatalogDeleteOrganizationProduct($organizationProductId: ID!) {
    deleteOrganizationProduct(organizationProductId: $organizationProductId) {
      success
      message
    }
  }
`);

export const SET_DEFAULT_PRODUCTS_MUTATION = graphql(`
  mutation CatalogSetOrganizationDefaultProducts($organizationId: ID!, $productIds: [ID!]!) {
    setOrganizationDefaultProducts(organizationId: $organizationId, productIds: $productIds) {
      success
      message
    }
  }
`);

export const ADD_BUNDLE_MUTATION = graphql(`
  mutation CatalogAddOrganizationProductBundle($input: AddOrganizationProductBundleInput!) {
    addOrganizationProductBundle(input: $input) {
      success
      message
    }
  }
`);

export const UPDATE_BUNDLE_MUTATION = graphql(`
  mutation CatalogUpdateOrganizationProductBundle($input: UpdateOrganizationProductBundleInput!) {
    updateOrganizationProductBundle(input: $input) {
      success
      message
    }
  }
`);

export const DELETE_BUNDLE_MUTATION = graphql(`
  mutation CatalogDeleteOrganizationProductBundle($productBundleId: ID!) {
    deleteOrganizationProductBundle(productBundleId: $productBundleId) {
      success
      message
    }
  }
`);

/** The full ordered list of the organization's bundle ids. */
export const UPDATE_BUNDLES_ORDER_MUTATION = graphql(`
  mutation CatalogUpdateProductBundlesOrder($organizationId: ID, $productBundleIds: [ID!]!) {
    updateProductBundlesOrder(organizationId: $organizationId, productBundleIds: $productBundleIds) {
      success
      message
    }
  }
`);

export const ADD_DOSAGE_MUTATION = graphql(`
  mutation CatalogAddProductDosage($input: AddProductDosageInput!) {
    addProductDosage(input: $input) {
      success
      message
    }
  }
`);

export const DELETE_DOSAGE_MUTATION = graphql(`
  mutation CatalogDeleteProductDosage($id: ID!) {
    deleteProductDosage(id: $id) {
      success
      message
    }
  }
`);

/** The catalog search: variants matching a term (product, variant name, code or strength), by the server. */
export const CATALOG_VARIANT_SEARCH_QUERY = graphql(`
  query CatalogVariantSearch(
    $searchTerm: String
    $pharmacyIds: [ID!]
    $pharmacyNames: [String!]
    $organizationId: ID
    $recordsPerPage: Int
  ) {
    searchProductVariants(
      searchTerm: $searchTerm
      pharmacyIds: $pharmacyIds
      pharmacyNames: $pharmacyNames
      organizationId: $organizationId
      recordsPerPage: $recordsPerPage
    ) {
      totalCount
      variants {
        id
        productId
        productName
        name
        code
        strength
        form
        priceCents
        pharmacy {
          id
          name
        }
      }
    }
  }
`);

/** Every pharmacy, for the catalog search's pharmacy filter. */
export const CATALOG_ALL_PHARMACIES_QUERY = graphql(`
  query CatalogAllPharmacies {
    allPharmacies {
      id
      name
    }
  }
`);
