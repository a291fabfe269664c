/** Catalog fixtures and an app render for the products screens' tests. Imported by tests only. */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../../app/notifications';
import { buildAppRoutes } from '../../app/routes/app-router';
import {
  makeClient,
  makeSession,
  makeUser,
  myPermissionsAnswer,
  Providers,
  type Resolver,
  TEST_PAGES,
} from '../../app/routes/test-support';
import type { Role } from '../../shared/roles';
import type { OrganizationProduct, Pharmacy, Product, ProductBundle } from './catalog-types';

export const category = (id: string, name: string) => ({ __typename: 'ProductCategory', id, name });

export const PRODUCTS: Product[] = [
  {
    id: 'p-sema',
    name: 'Semaglutide',
    description: 'Weekly injection',
    imageUrl: null,
    isVisible: true,
    linkName: 'semaglutide',
    categories: [category('c-glp', 'GLP-1')],
    variants: [
      {
        id: 'v-1',
        name: 'Vial 2.5 mg',
        code: 'SEMA-25',
        strength: '2.5 mg/ml',
        form: 'injection',
        priceCents: 29900,
        packaging: 'vial',
        pharmacy: { id: 'ph-1', name: 'Acme Pharmacy' },
      },
    ],
  },
  {
    id: 'p-tirz',
    name: 'Tirzepatide',
    description: '',
    imageUrl: null,
    isVisible: false,
    linkName: 'tirzepatide',
    categories: [],
    variants: [
      {
        id: 'v-2',
        name: 'Pen 5 mg',
        code: 'TIRZ-05',
        strength: null,
        form: null,
        priceCents: 45050,
        packaging: null,
        pharmacy: null,
      },
    ],
  },
];

export const ORGANIZATION_PRODUCTS: OrganizationProduct[] = [
  {
    id: 'op-1',
    priceCents: 19900,
    priceUnit: 'month',
    isFormulary: true,
    isDefault: true,
    product: { id: 'p-sema', name: 'Semaglutide' },
  },
];

export const bundle = (id: string, name: string, fields: Partial<ProductBundle> = {}): ProductBundle => ({
  id,
  name,
  description: '',
  priceCents: 24900,
  priceUnit: 'month',
  initialDiscountCents: 0,
  oneTimeFeeCents: 0,
  recurringFeeCents: 0,
  position: null,
  isVisible: true,
  isSoldOut: false,
  soldOutListText: null,
  soldOutModalTitle: null,
  soldOutModalText: null,
  soldOutModalButtonText: null,
  soldOutModalButtonColor: null,
  soldOutModalButtonTextColor: null,
  followUpFormPeriodDays: null,
  formVersionId: null,
  followUpFormVersionId: null,
  products: [{ id: 'p-sema', name: 'Semaglutide' }],
  ...fields,
});

export const BUNDLES: ProductBundle[] = [
  bundle('b-1', 'Starter', { oneTimeFeeCents: 4900 }),
  bundle('b-2', 'Maintenance', { isSoldOut: true }),
  bundle('b-3', 'Premium', { isVisible: false, priceCents: 39900 }),
];

export const PHARMACIES: Pharmacy[] = [
  { id: 'ph-1', name: 'Acme Pharmacy', address: '1 Main St', phone: null, endpointUrl: null },
  { id: 'ph-2', name: 'Harbor Pharmacy', address: null, phone: null, endpointUrl: 'https://rx.harbor.example/orders' },
];

/** Adds __typename as the api sends it, deeply. */
export function typed<T>(value: T, typename: string): T {
  return { __typename: typename, ...value } as T;
}

export const ok = (field: string, message = 'Operation succeeded!') => ({
  [field]: { __typename: 'CatalogPayload', success: true, message },
});
export const refused = (field: string, message: string) => ({
  [field]: { __typename: 'CatalogPayload', success: false, message },
});

const variantTyped = (product: Product) => ({
  ...typed(product, 'Product'),
  categories: product.categories.map((entry) => typed(entry, 'ProductCategory')),
  variants: product.variants.map((variant) => ({
    ...typed(variant, 'ProductVariant'),
    pharmacy: variant.pharmacy ? typed(variant.pharmacy, 'Pharmacy') : null,
  })),
});
const offerTyped = (entry: OrganizationProduct) => ({
  ...typed(entry, 'OrganizationProduct'),
  product: typed(entry.product, 'Product'),
});

/**
 * What searchProductVariants answers for a term, from the fixtures: variants whose product name, name, code
 * or strength contain it (as the server's ILIKE does), of the pharmacy asked for.
 */
export function variantSearchAnswer(variables: Record<string, unknown>) {
  const term = String(variables.searchTerm ?? '').toLowerCase();
  const pharmacyIds = (variables.pharmacyIds as string[] | null) ?? [];
  const variants = PRODUCTS.flatMap((product) =>
    product.variants
      .filter((variant) =>
        [product.name, variant.name, variant.code, variant.strength].some((text) => text?.toLowerCase().includes(term)),
      )
      .filter((variant) => pharmacyIds.length === 0 || pharmacyIds.includes(variant.pharmacy?.id ?? ''))
      .map((variant) => ({
        __typename: 'ProductVariant',
        id: variant.id,
        productId: product.id,
        productName: product.name,
        name: variant.name,
        code: variant.code,
        strength: variant.strength,
        form: variant.form,
        priceCents: variant.priceCents,
        pharmacy: variant.pharmacy ? typed(variant.pharmacy, 'Pharmacy') : null,
      })),
  );
  return {
    searchProductVariants: { __typename: 'ProductVariantPage', totalCount: variants.length, variants },
  };
}

/** The catalog queries' default answers. */
export function catalogResolvers(overrides: { bundles?: ProductBundle[] } = {}): Record<string, Resolver> {
  return {
    CatalogProducts: () => ({
      allProducts: PRODUCTS.map(variantTyped),
      getAllProductCategories: [
        { ...category('c-glp', 'GLP-1'), organizationId: null },
        { ...category('c-own', 'Supplements'), organizationId: 'org-1' },
      ],
    }),
    CatalogAllPharmacies: () => ({
      allPharmacies: PHARMACIES.map((entry) => typed({ id: entry.id, name: entry.name }, 'Pharmacy')),
    }),
    CatalogVariantSearch: variantSearchAnswer,
    CatalogOrganizationProducts: () => ({ organizationProductsByCategory: ORGANIZATION_PRODUCTS.map(offerTyped) }),
    CatalogBundles: () => ({
      organizationProductBundles: (overrides.bundles ?? BUNDLES).map((entry) => ({
        ...typed(entry, 'ProductBundle'),
        products: (entry.products ?? []).map((product) => typed(product, 'Product')),
      })),
    }),
    CatalogPharmacies: () => ({ organizationPharmacies: PHARMACIES.map((entry) => typed(entry, 'Pharmacy')) }),
    BundleFormChoices: () => ({
      allForms: [{ __typename: 'Form', id: 'f-1', name: 'GLP intake', versionId: 'fv-3', versionNumber: 3 }],
    }),
    ProductDetail: () => ({
      productById: variantTyped(PRODUCTS[0]),
      productDosages: [{ __typename: 'ProductDosage', id: 'd-1', value: '0.25', unit: 'mg' }],
      organizationProductsByCategory: ORGANIZATION_PRODUCTS.map(offerTyped),
    }),
  };
}

/** Renders the app at `path` for `role`; `owner` answers myPermissions' owner dashboard permission. */
export function renderCatalog(
  path: string,
  {
    role = 'ADMIN',
    resolvers = {},
    owner = false,
  }: { role?: Role; resolvers?: Record<string, Resolver>; owner?: boolean } = {},
) {
  const client = makeClient({
    MyPermissions: () => myPermissionsAnswer({ accessOwnerDashboard: owner }),
    ...catalogResolvers(),
    ...resolvers,
  });
  const router = createMemoryRouter(buildAppRoutes(TEST_PAGES), { initialEntries: [path] });
  render(
    <ToastProvider>
      <Providers session={makeSession(makeUser(role))} client={client.client}>
        <RouterProvider router={router} />
      </Providers>
    </ToastProvider>,
  );
  return { ...client, router };
}
