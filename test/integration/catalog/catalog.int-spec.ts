import { randomUUID } from 'node:crypto';
import { Role } from '#access';
import { ProductBundlesService } from '#domain/catalog';
import { DEMO_BUNDLES, DEMO_PRODUCT_CATEGORIES } from '../../../libs/demo-data/demo-catalog.js';
import { DEMO_ORGANIZATIONS, OWNER_ROLE_ID } from '../../../libs/demo-data/demo-data.js';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';

type Answer<T = Record<string, unknown>> = Awaited<ReturnType<TestApi['graphql']>> & { data?: T | null };

const ADD_PRODUCT = `mutation($input: AddProductInput!) {
  addProduct(input: $input) { success product { id name linkName variants { name priceCents currency } } } }`;
const UPDATE_PRODUCT = `mutation($input: UpdateProductInput!) { updateProduct(input: $input) { product { id name } } }`;
const ADD_CATEGORY = `mutation($input: AddProductCategoryInput!) {
  addProductCategory(input: $input) { productCategory { id name organizationId } } }`;
const UPDATE_ORG_CATEGORY = `mutation($input: UpdateOrganizationProductCategoryInput!) {
  updateOrganizationProductCategory(input: $input) { productCategory { id name } } }`;
const ADD_ORG_PRODUCT = `mutation($input: AddOrganizationProductInput!) {
  addOrganizationProduct(input: $input) { organizationProduct { id priceCents priceUnit isFormulary product { name } } } }`;
const UPDATE_ORG_PRODUCT = `mutation($input: UpdateOrganizationProductInput!) {
  updateOrganizationProduct(input: $input) { organizationProduct { id priceCents } } }`;
const ADD_BUNDLE = `mutation($input: AddOrganizationProductBundleInput!) {
  addOrganizationProductBundle(input: $input) { productBundle { id name position priceCents productNames } } }`;
const UPDATE_BUNDLE = `mutation($input: UpdateOrganizationProductBundleInput!) {
  updateOrganizationProductBundle(input: $input) { productBundle { id isSoldOut isVisible } } }`;
const ORDER = `mutation($ids: [ID!]!, $organizationId: ID) {
  updateProductBundlesOrder(productBundleIds: $ids, organizationId: $organizationId) { productBundles { id position } } }`;
const BUNDLE_FIELDS = `id name description priceCents priceUnit initialDiscountCents oneTimeFeeCents recurringFeeCents
  imageUrl linkName tag isSoldOut soldOutListText soldOutModalTitle soldOutModalText soldOutModalButtonText
  soldOutModalButtonColor soldOutModalButtonTextColor productNames organizationId isVisible position formVersionId
  followUpFormPeriodDays followUpFormVersionId products { id webhookUrl }`;
const BUNDLES = `query($organizationId: ID, $linkName: String) {
  organizationProductBundles(organizationId: $organizationId, linkName: $linkName) { ${BUNDLE_FIELDS} } }`;
const PUBLIC_CATEGORIES = `query($linkName: String!) { allOrganizationPublicProductCategories(linkName: $linkName) { id name } }`;
const SEARCH = `query($searchTerm: String, $pharmacyNames: [String!], $recordsPerPage: Int, $after: String) {
  searchProductVariants(searchTerm: $searchTerm, pharmacyNames: $pharmacyNames, recordsPerPage: $recordsPerPage, after: $after) {
    totalCount pageInfo { endCursor hasNextPage } variants { name productName priceCents pharmacy { name } } } }`;
const FORM_BY_BUNDLE = `query($id: ID!) { formByProductBundle(productBundleId: $id) { id } }`;

const PUBLIC_KEYS = [
  'description',
  'id',
  'imageUrl',
  'initialDiscountCents',
  'isSoldOut',
  'linkName',
  'name',
  'oneTimeFeeCents',
  'priceCents',
  'priceUnit',
  'productNames',
  'recurringFeeCents',
  'soldOutListText',
  'soldOutModalButtonColor',
  'soldOutModalButtonText',
  'soldOutModalButtonTextColor',
  'soldOutModalText',
  'soldOutModalTitle',
  'tag',
];

const errorOf = (answer: Answer) => ({
  message: answer.errors?.[0]?.message,
  code: answer.errors?.[0]?.extensions?.code,
});

describe('catalogue over GraphQL', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let other: ScratchOrganization;
  const run = randomUUID().slice(0, 8);
  const partnerLink = `catalog-${run}`;
  let productId: string;
  const bundleIds: string[] = [];

  const call = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, token?: string) =>
    api.graphql<T>(query, variables, token ? { token } : {}) as Promise<Answer<T>>;
  const tokenOf = (scratch: ScratchOrganization, name: string) => scratch.users[name].token;
  const count = async (table: string) =>
    (await org.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({
      Cv: Role.CVADMIN,
      Admin: Role.ADMIN,
      Owner: Role.CASEMANAGER,
      Manager: Role.CASEMANAGER,
      Worker: Role.CASEWORKER,
      Pat: Role.USER,
    });
    await org.query('UPDATE app_user SET custom_role_id = $1 WHERE id = $2', [OWNER_ROLE_ID, org.users.Owner.id]);
    await org.query('UPDATE organization SET is_partner = true, link_name = $1 WHERE id = $2', [partnerLink, org.id]);
    other = await createScratchOrganization({ Admin: Role.ADMIN });
    await other.query('UPDATE organization SET link_name = $1 WHERE id = $2', [`not-partner-${run}`, other.id]);
    const added = await call<{ addProduct: { product: { id: string } } }>(
      ADD_PRODUCT,
      {
        input: {
          name: `Liraglutide ${run}`,
          variants: [{ name: `Liraglutide pen ${run}`, priceCents: 12345, strength: '6 mg/mL' }],
        },
      },
      tokenOf(org, 'Cv'),
    );
    expect(added.errors).toBeUndefined();
    productId = added.data!.addProduct.product.id;
  });
  afterAll(async () => {
    await org?.close();
    await other?.close();
    await api?.close();
  });

  describe('global products and categories', () => {
    it('the CV Admin adds a product; its variant price is integer cents with a currency', async () => {
      const answer = await call(
        ADD_PRODUCT,
        { input: { name: `Orlistat ${run}`, variants: [{ name: 'Capsule', priceCents: 999 }] } },
        tokenOf(org, 'Cv'),
      );
      expect(answer.data).toMatchObject({
        addProduct: {
          success: true,
          product: { linkName: `orlistat-${run}`, variants: [{ name: 'Capsule', priceCents: 999, currency: 'USD' }] },
        },
      });
    });

    it('is refused to everyone else, and nothing is written', async () => {
      const before = await count('product');
      for (const name of ['Admin', 'Owner', 'Manager', 'Worker', 'Pat']) {
        const added = await call(ADD_PRODUCT, { input: { name: `By ${name} ${run}` } }, tokenOf(org, name));
        expect([name, errorOf(added).code]).toEqual([name, 'FORBIDDEN']);
        const updated = await call(UPDATE_PRODUCT, { input: { productId, name: 'Renamed' } }, tokenOf(org, name));
        expect([name, errorOf(updated).code]).toEqual([name, 'FORBIDDEN']);
      }
      expect(await count('product')).toBe(before);
    });

    it('a price in fractions of a cent is BAD_USER_INPUT with its field, nothing written', async () => {
      const before = await count('product');
      const answer = await call(
        ADD_PRODUCT,
        {
          input: {
            name: `Frac ${run}`,
            variants: [
              { name: 'V', priceCents: 0 },
              { name: 'W', priceCents: -5 },
            ],
          },
        },
        tokenOf(org, 'Cv'),
      );
      expect(errorOf(answer)).toEqual({
        message: 'variants.1.priceCents: must not be negative',
        code: 'BAD_USER_INPUT',
      });
      expect(await count('product')).toBe(before);
    });

    it('a global category is the CV Admin’s; an organization category its admin’s or owner’s', async () => {
      const refused = await call(ADD_CATEGORY, { input: { name: `Global by admin ${run}` } }, tokenOf(org, 'Admin'));
      expect(errorOf(refused)).toEqual({
        message: 'Only a CV Admin can add or update global products and categories',
        code: 'FORBIDDEN',
      });
      const global = await call(ADD_CATEGORY, { input: { name: `Global ${run}` } }, tokenOf(org, 'Cv'));
      expect(global.data).toMatchObject({ addProductCategory: { productCategory: { organizationId: null } } });
      const own = await call<{ addProductCategory: { productCategory: { id: string } } }>(
        ADD_CATEGORY,
        { input: { name: `Own ${run}`, organizationId: org.id } },
        tokenOf(org, 'Owner'),
      );
      expect(own.errors).toBeUndefined();
      const categoryId = own.data!.addProductCategory.productCategory.id;
      const manager = await call(
        ADD_CATEGORY,
        { input: { name: `Mgr ${run}`, organizationId: org.id } },
        tokenOf(org, 'Manager'),
      );
      expect(errorOf(manager).code).toBe('FORBIDDEN');
      // Another organization's admin neither sees nor renames it.
      const foreign = await call(UPDATE_ORG_CATEGORY, { input: { categoryId, name: 'Mine' } }, tokenOf(other, 'Admin'));
      expect(errorOf(foreign).code).toBe('NOT_FOUND');
      const renamed = await call(
        UPDATE_ORG_CATEGORY,
        { input: { categoryId, name: `Renamed ${run}` } },
        tokenOf(org, 'Admin'),
      );
      expect(renamed.data).toMatchObject({
        updateOrganizationProductCategory: { productCategory: { name: `Renamed ${run}` } },
      });
    });
  });

  describe('organization products', () => {
    let organizationProductId: string;

    it('its admin adds one at its own price in cents; a manager may not; another admin sees NOT_FOUND', async () => {
      const before = await count('organization_product');
      const manager = await call(ADD_ORG_PRODUCT, { input: { productId, priceCents: 100 } }, tokenOf(org, 'Manager'));
      expect(errorOf(manager)).toEqual({
        message: "Not authorized to change the organization's products, bundles or categories",
        code: 'FORBIDDEN',
      });
      // A fraction of a cent is refused by the Int type itself; a price beyond the bound by validation.
      const fraction = await call(ADD_ORG_PRODUCT, { input: { productId, priceCents: 19.99 } }, tokenOf(org, 'Admin'));
      expect(errorOf(fraction).code).toBe('BAD_USER_INPUT');
      const tooMuch = await call(
        ADD_ORG_PRODUCT,
        { input: { productId, priceCents: 100_000_001 } },
        tokenOf(org, 'Admin'),
      );
      expect(errorOf(tooMuch)).toEqual({
        message: 'priceCents: must be at most 100000000 cents',
        code: 'BAD_USER_INPUT',
      });
      expect(await count('organization_product')).toBe(before);
      const added = await call<{ addOrganizationProduct: { organizationProduct: { id: string } } }>(
        ADD_ORG_PRODUCT,
        { input: { productId, priceCents: 19999, isFormulary: true } },
        tokenOf(org, 'Admin'),
      );
      expect(added.data).toMatchObject({
        addOrganizationProduct: { organizationProduct: { priceCents: 19999, priceUnit: 'month', isFormulary: true } },
      });
      organizationProductId = added.data!.addOrganizationProduct.organizationProduct.id;
      const foreign = await call(
        UPDATE_ORG_PRODUCT,
        { input: { organizationProductId, priceCents: 1 } },
        tokenOf(other, 'Admin'),
      );
      expect(errorOf(foreign).code).toBe('NOT_FOUND');
      const elsewhere = await call(
        ADD_ORG_PRODUCT,
        { input: { organizationId: org.id, productId, priceCents: 1 } },
        tokenOf(other, 'Admin'),
      );
      expect(errorOf(elsewhere).code).toBe('NOT_FOUND');
    });

    it('the owner updates the price; staff read the formulary', async () => {
      const updated = await call(
        UPDATE_ORG_PRODUCT,
        { input: { organizationProductId, priceCents: 17500 } },
        tokenOf(org, 'Owner'),
      );
      expect(updated.data).toMatchObject({ updateOrganizationProduct: { organizationProduct: { priceCents: 17500 } } });
      const formulary = await call<{ organizationFormularyProducts: { priceCents: number }[] }>(
        '{ organizationFormularyProducts { priceCents product { name } } }',
        {},
        tokenOf(org, 'Worker'),
      );
      expect(formulary.data?.organizationFormularyProducts).toEqual([
        { priceCents: 17500, product: { name: `Liraglutide ${run}` } },
      ]);
      const employee = await call('{ organizationFormularyProducts { id } }', {}, tokenOf(org, 'Pat'));
      expect(errorOf(employee).code).toBe('FORBIDDEN');
    });
  });

  describe('bundles', () => {
    beforeAll(async () => {
      for (const [index, name] of ['Starter', 'Plus', 'Sold out'].entries()) {
        const added = await call<{ addOrganizationProductBundle: { productBundle: { id: string; position: number } } }>(
          ADD_BUNDLE,
          { input: { name: `${name} ${run}`, priceCents: 10000 + index, productIds: [productId] } },
          tokenOf(org, index === 1 ? 'Owner' : 'Admin'),
        );
        expect(added.errors).toBeUndefined();
        expect(added.data!.addOrganizationProductBundle.productBundle.position).toBe(index);
        bundleIds.push(added.data!.addOrganizationProductBundle.productBundle.id);
      }
      const soldOut = await call(
        UPDATE_BUNDLE,
        {
          input: {
            productBundleId: bundleIds[2],
            isSoldOut: true,
            soldOutModalTitle: 'Gone',
            soldOutModalButtonColor: '#4E7DA0',
            formVersionId: null,
            followUpFormPeriodDays: 30,
          },
        },
        tokenOf(org, 'Admin'),
      );
      expect(soldOut.errors).toBeUndefined();
    });

    it('a manager or another organization’s admin cannot add or change them', async () => {
      const manager = await call(ADD_BUNDLE, { input: { name: 'No', priceCents: 1 } }, tokenOf(org, 'Manager'));
      expect(errorOf(manager).code).toBe('FORBIDDEN');
      const foreign = await call(
        UPDATE_BUNDLE,
        { input: { productBundleId: bundleIds[0], isVisible: false } },
        tokenOf(other, 'Admin'),
      );
      expect(errorOf(foreign).code).toBe('NOT_FOUND');
    });

    it('reorders with the full list of the organization’s bundles only', async () => {
      const positions = async () =>
        (
          await org.query<{ id: string }>(
            'SELECT id FROM product_bundle WHERE organization_id = $1 ORDER BY position',
            [org.id],
          )
        ).map((row) => row.id);
      const before = await positions();
      for (const ids of [
        [bundleIds[0], bundleIds[1]],
        [...bundleIds, randomUUID()],
        [bundleIds[0], bundleIds[0], bundleIds[1], bundleIds[2]],
      ]) {
        const answer = await call(ORDER, { ids }, tokenOf(org, 'Admin'));
        expect(errorOf(answer).code).toBe('BAD_USER_INPUT');
        expect(answer.errors?.[0].message).toMatch(/^productBundleIds: /);
      }
      expect(await positions()).toEqual(before);
      const byOther = await call(
        ORDER,
        { ids: [...bundleIds].reverse(), organizationId: org.id },
        tokenOf(other, 'Admin'),
      );
      expect(errorOf(byOther).code).toBe('NOT_FOUND');
      const reordered = await call(ORDER, { ids: [bundleIds[2], bundleIds[0], bundleIds[1]] }, tokenOf(org, 'Owner'));
      expect(reordered.data).toEqual({
        updateProductBundlesOrder: {
          productBundles: [
            { id: bundleIds[2], position: 0 },
            { id: bundleIds[0], position: 1 },
            { id: bundleIds[1], position: 2 },
          ],
        },
      });
    });

    it('staff read every bundle with its private fields', async () => {
      const answer = await call<{ organizationProductBundles: Record<string, unknown>[] }>(
        BUNDLES,
        {},
        tokenOf(org, 'Worker'),
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.organizationProductBundles.map((bundle) => bundle.id)).toEqual([
        bundleIds[2],
        bundleIds[0],
        bundleIds[1],
      ]);
      expect(answer.data!.organizationProductBundles[0]).toMatchObject({
        organizationId: org.id,
        followUpFormPeriodDays: 30,
        isVisible: true,
        soldOutModalButtonColor: '#4e7da0',
      });
      expect(errorOf(await call(BUNDLES, {}, tokenOf(org, 'Pat'))).code).toBe('FORBIDDEN');
      expect(errorOf(await call(BUNDLES, { organizationId: org.id }, tokenOf(other, 'Admin'))).code).toBe('NOT_FOUND');
    });
  });

  describe('public landing page reads', () => {
    it('answers the visible bundles of the partner with public fields only, without sign-in', async () => {
      const hidden = await call(
        UPDATE_BUNDLE,
        { input: { productBundleId: bundleIds[1], isVisible: false } },
        tokenOf(org, 'Admin'),
      );
      expect(hidden.errors).toBeUndefined();
      const answer = await call<{ organizationProductBundles: Record<string, unknown>[] }>(BUNDLES, {
        linkName: partnerLink.toUpperCase(),
      });
      expect(answer.errors).toBeUndefined();
      const bundles = answer.data!.organizationProductBundles;
      expect(bundles.map((bundle) => bundle.id)).toEqual([bundleIds[2], bundleIds[0]]);
      for (const bundle of bundles) {
        const shown = Object.keys(bundle).filter((key) => bundle[key] !== null && bundle[key] !== undefined);
        expect(PUBLIC_KEYS).toEqual(expect.arrayContaining(shown));
        expect(Object.entries(bundle).filter(([key]) => !PUBLIC_KEYS.includes(key))).toEqual([
          ['organizationId', null],
          ['isVisible', null],
          ['position', null],
          ['formVersionId', null],
          ['followUpFormPeriodDays', null],
          ['followUpFormVersionId', null],
          ['products', null],
        ]);
      }
      expect(bundles[0]).toMatchObject({
        isSoldOut: true,
        soldOutModalTitle: 'Gone',
        priceCents: 10002,
        productNames: [`Liraglutide ${run}`],
      });
    });

    it('is NOT_FOUND for an unknown or non-partner link name, and needs sign-in without one', async () => {
      for (const linkName of [`nobody-${run}`, `not-partner-${run}`]) {
        expect(errorOf(await call(BUNDLES, { linkName })).code).toBe('NOT_FOUND');
        expect(errorOf(await call(PUBLIC_CATEGORIES, { linkName })).code).toBe('NOT_FOUND');
      }
      expect(errorOf(await call(BUNDLES, {})).code).toBe('INVALID_AUTHORIZATION');
    });

    it('Vitality’s landing page shows its demo bundles, the sold-out one included, and its categories', async () => {
      const answer = await call<{ organizationProductBundles: { id: string; isSoldOut: boolean }[] }>(BUNDLES, {
        linkName: 'vitality',
      });
      expect(answer.data?.organizationProductBundles.map((bundle) => [bundle.id, bundle.isSoldOut])).toEqual(
        DEMO_BUNDLES.map((bundle) => [bundle.id, bundle.isSoldOut]),
      );
      const categories = await call<{ allOrganizationPublicProductCategories: { id: string; name: string }[] }>(
        PUBLIC_CATEGORIES,
        { linkName: 'vitality' },
      );
      expect(categories.data?.allOrganizationPublicProductCategories).toEqual(
        [...DEMO_PRODUCT_CATEGORIES].map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
      );
    });
  });

  describe('sign-up check', () => {
    it('refuses a sold-out or hidden bundle and another organization’s; opens a visible one', async () => {
      const service = api.app.get(ProductBundlesService);
      await expect(service.openForSignUp(org.id, bundleIds[2])).rejects.toMatchObject({
        message: 'This bundle is sold out',
        code: 'ILLEGAL_STATE',
      });
      await expect(service.openForSignUp(org.id, bundleIds[1])).rejects.toMatchObject({ code: 'ILLEGAL_STATE' });
      await expect(service.openForSignUp(other.id, bundleIds[0])).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(service.openForSignUp(org.id, bundleIds[0])).resolves.toMatchObject({ id: bundleIds[0] });
      await expect(service.assertBundleOpenForSignUp(DEMO_BUNDLES[2].id)).rejects.toMatchObject({
        message: 'This bundle is sold out',
      });
    });

    it('formByProductBundle is NOT_FOUND for another organization’s bundle', async () => {
      expect(errorOf(await call(FORM_BY_BUNDLE, { id: bundleIds[0] }, tokenOf(other, 'Admin'))).code).toBe('NOT_FOUND');
    });
  });

  describe('searchProductVariants', () => {
    it('finds demo variants by pharmacy name, paged by cursor', async () => {
      type Page = {
        searchProductVariants: {
          totalCount: number;
          pageInfo: { endCursor: string; hasNextPage: boolean };
          variants: { name: string; productName: string }[];
        };
      };
      const first = await call<Page>(
        SEARCH,
        { searchTerm: 'glutide', pharmacyNames: ['sunrise compounding pharmacy'], recordsPerPage: 1 },
        tokenOf(org, 'Worker'),
      );
      expect(first.errors).toBeUndefined();
      expect(first.data!.searchProductVariants).toMatchObject({ totalCount: 1, pageInfo: { hasNextPage: false } });
      expect(first.data!.searchProductVariants.variants[0]).toMatchObject({
        productName: 'Semaglutide',
        name: 'Semaglutide 2.5 mg/mL vial',
      });
      const all = await call<Page>(SEARCH, { searchTerm: 'vial', recordsPerPage: 3 }, tokenOf(org, 'Worker'));
      expect(all.data!.searchProductVariants.pageInfo.hasNextPage).toBe(true);
      const next = await call<Page>(
        SEARCH,
        { searchTerm: 'vial', recordsPerPage: 3, after: all.data!.searchProductVariants.pageInfo.endCursor },
        tokenOf(org, 'Worker'),
      );
      const names = [...all.data!.searchProductVariants.variants, ...next.data!.searchProductVariants.variants].map(
        (v) => v.name,
      );
      expect(new Set(names).size).toBe(names.length);
      expect(names).toEqual(expect.arrayContaining(['Semaglutide 2.5 mg/mL vial', 'Tirzepatide 20 mg/2 mL vial']));
      const bad = await call(SEARCH, { searchTerm: 'a\u0000b' }, tokenOf(org, 'Worker'));
      expect(errorOf(bad).code).toBe('BAD_USER_INPUT');
    });
  });

  it('demo Vitality is a partner (the public reads depend on it)', () => {
    expect(DEMO_ORGANIZATIONS.vitality).toMatchObject({ isPartner: true, linkName: 'vitality' });
  });
});
