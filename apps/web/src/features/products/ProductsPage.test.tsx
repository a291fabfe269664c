import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  GraphQLErrorsAnswer,
  preloadLazyModules,
  seriousAxeViolations,
  setViewportWidth,
} from '../../app/routes/test-support';
import { ok, refused, renderCatalog, variantSearchAnswer } from './test-catalog';

const openTab = async (name: string) => fireEvent.click(await screen.findByRole('tab', { name }));
const bundleNames = () =>
  within(screen.getByRole('list', { name: 'Bundles in landing page order' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('ProductsPage', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./ProductsPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  it('shows the catalog with variants, prices from cents and categories; axe-clean', async () => {
    renderCatalog('/products', { role: 'CVADMIN' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Products | Case Management'));
    const link = await screen.findByRole('link', { name: 'Semaglutide' });
    expect(link.getAttribute('href')).toBe('/product/p-sema');
    expect(screen.getByText(/SEMA-25 · 2.5 mg\/ml · injection — \$299.00/)).toBeTruthy();
    expect(screen.getByText(/TIRZ-05 — \$450.50/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rename GLP-1' })).toBeTruthy();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('searches the catalog on the server once typing pauses, with loading and empty states', async () => {
    let release: (() => void) | null = null;
    const { operations } = renderCatalog('/products', {
      role: 'CASEWORKER',
      resolvers: {
        // The first search answers only when the test lets it, so the loading state can be seen.
        CatalogVariantSearch: async (variables) => {
          if (variables.searchTerm === 'tirz-05') await new Promise<void>((resolve) => (release = resolve));
          return variantSearchAnswer(variables);
        },
      },
    });
    await screen.findByRole('link', { name: 'Semaglutide' });
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(search, { target: { value: 't' } });
    fireEvent.change(search, { target: { value: 'tirz-05' } });
    expect(screen.getByRole('status').textContent).toBe('Searching…');
    expect(screen.getByRole('progressbar', { name: 'Searching the catalog' })).toBeTruthy();
    await waitFor(() => expect(release).not.toBeNull());
    release!();
    expect(await screen.findByText('1 variant matches')).toBeTruthy();
    const results = screen.getByRole('table', { name: 'Matching variants' });
    expect(within(results).getByRole('link', { name: 'Tirzepatide' }).getAttribute('href')).toBe('/product/p-tirz');
    expect(within(results).getByText('Pen 5 mg · TIRZ-05')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Semaglutide' })).toBeNull();
    // Typing settles before anything is sent: one search for the whole word, none for its first letter.
    const searches = () => operations.filter((operation) => operation.name === 'CatalogVariantSearch');
    expect(searches().map((operation) => operation.variables)).toEqual([
      { searchTerm: 'tirz-05', pharmacyIds: null, pharmacyNames: null, organizationId: null, recordsPerPage: 50 },
    ]);

    fireEvent.change(search, { target: { value: 'nothing' } });
    expect(await screen.findByText('No product matches the search.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Matching variants' })).toBeNull();
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    fireEvent.change(search, { target: { value: '' } });
    expect(await screen.findByRole('link', { name: 'Semaglutide' })).toBeTruthy();
    expect(screen.getByText('2 products')).toBeTruthy();
  });

  it("filters the search by pharmacy and by the organization's own products", async () => {
    const { operations } = renderCatalog('/products', { role: 'ADMIN' });
    await screen.findByRole('link', { name: 'Semaglutide' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Pharmacy' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Acme Pharmacy' }));
    expect(await screen.findByText('1 variant matches')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Matching variants' })).getByText('Acme Pharmacy')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only products we offer' }));
    await waitFor(() =>
      expect(
        operations.filter((operation) => operation.name === 'CatalogVariantSearch').at(-1)?.variables,
      ).toMatchObject({
        searchTerm: null,
        pharmacyIds: ['ph-1'],
        organizationId: expect.any(String),
      }),
    );
  });

  it('offers Try again when the search fails', async () => {
    let fail = true;
    renderCatalog('/products', {
      role: 'CASEWORKER',
      resolvers: {
        CatalogVariantSearch: (variables) => {
          if (fail) throw new Error('network down');
          return variantSearchAnswer(variables);
        },
      },
    });
    await screen.findByRole('link', { name: 'Semaglutide' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: 'sema' } });
    expect(await screen.findByText(/couldn.t load the search results/)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 variant matches')).toBeTruthy();
  });

  it('is read-only for a caseworker: no add, edit, remove or reorder controls', async () => {
    renderCatalog('/products', { role: 'CASEWORKER' });
    await screen.findByRole('link', { name: 'Semaglutide' });
    expect(screen.queryByRole('button', { name: 'Add product' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add category' })).toBeNull();
    await openTab('Organization products');
    expect(await screen.findByText('$199.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add organization product' })).toBeNull();
    await openTab('Bundles');
    await screen.findByRole('heading', { level: 3, name: 'Starter' });
    expect(screen.queryByRole('button', { name: /Move .* down/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add bundle' })).toBeNull();
  });

  it('shows a skeleton while loading and offers a retry when the catalog cannot load', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { named } = renderCatalog('/products', {
      resolvers: {
        CatalogProducts: async () => {
          if (fail) {
            fail = false;
            await held;
            throw new Error('offline');
          }
          return { allProducts: [], getAllProductCategories: [] };
        },
      },
    });
    expect(await screen.findByLabelText('Loading the products')).toBeTruthy();
    release();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no products yet.')).toBeTruthy();
    expect(named('CatalogProducts').length).toBe(2);
  });

  it('lets the CV Admin add a product after checking its fields, and shows the refusal of the api', async () => {
    let refuse = true;
    const { named } = renderCatalog('/products', {
      role: 'CVADMIN',
      resolvers: {
        CatalogAddProduct: () =>
          refuse
            ? ((refuse = false), refused('addProduct', 'A product with this link name already exists'))
            : ok('addProduct'),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add product' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter the product name.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Link name' }), { target: { value: 'Bad Name' } });
    expect(within(dialog).getByText('Use lowercase letters, digits and hyphens only.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Liraglutide' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Link name' }), { target: { value: 'liraglutide' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'GLP-1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add variant' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter the variant name.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a price such as 299.00.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Variant 1 name' }), {
      target: { value: 'Pen 1 mg' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Variant 1 price (usd)' }), {
      target: { value: '99' },
    });
    expect(named('CatalogAddProduct')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('A product with this link name already exists');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(named('CatalogAddProduct')[1].variables).toEqual({
      input: {
        name: 'Liraglutide',
        description: '',
        linkName: 'liraglutide',
        isVisible: true,
        categoryIds: ['c-glp'],
        variants: [
          {
            name: 'Pen 1 mg',
            code: null,
            strength: null,
            form: null,
            packaging: null,
            priceCents: 9900,
            pharmacyId: null,
          },
        ],
      },
    });
  });

  it("lets the organization's Admin add and rename its own categories, not the global ones", async () => {
    const { named } = renderCatalog('/products', {
      role: 'ADMIN',
      resolvers: {
        CatalogAddProductCategory: () => ok('addProductCategory'),
        CatalogUpdateOrganizationProductCategory: () => ok('updateOrganizationProductCategory'),
      },
    });
    await screen.findByRole('link', { name: 'Semaglutide' });
    expect(screen.queryByRole('button', { name: 'Add product' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rename GLP-1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Rename Supplements' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename Supplements' });
    const field = within(rename).getByRole('textbox', { name: /Category name/ });
    fireEvent.change(field, { target: { value: ' ' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(within(rename).getByText('Enter the category name.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Vitamins' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(named('CatalogUpdateOrganizationProductCategory')[0].variables).toEqual({
      input: { categoryId: 'c-own', name: 'Vitamins', organizationId: 'org-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    const add = await screen.findByRole('dialog', { name: 'Add category' });
    fireEvent.change(within(add).getByRole('textbox', { name: /Category name/ }), { target: { value: 'Peptides' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(named('CatalogAddProductCategory')[0].variables).toEqual({
      input: { name: 'Peptides', organizationId: 'org-1' },
    });
  });

  it('shows the organization products and the refusal when removing one is not allowed', async () => {
    const { named } = renderCatalog('/products', {
      role: 'ADMIN',
      resolvers: {
        CatalogDeleteOrganizationProduct: () =>
          new GraphQLErrorsAnswer([
            { message: 'You are not allowed to manage products', extensions: { code: 'FORBIDDEN' } },
          ]),
      },
    });
    await openTab('Organization products');
    const row = (await screen.findByRole('rowheader', { name: 'Semaglutide' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('$199.00')).toBeTruthy();
    expect(within(row).getByText('month')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Remove Semaglutide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Semaglutide?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You are not allowed to manage products');
    expect(named('CatalogDeleteOrganizationProduct')[0].variables).toEqual({ organizationProductId: 'op-1' });
  });

  it('checks the organization price as money and sends integer cents', async () => {
    const { named } = renderCatalog('/products', {
      role: 'ADMIN',
      resolvers: { CatalogUpdateOrganizationProduct: () => ok('updateOrganizationProduct') },
    });
    await openTab('Organization products');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Semaglutide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Semaglutide' });
    const price = within(dialog).getByRole('textbox', { name: /Price \(USD\)/ });
    expect((price as HTMLInputElement).value).toBe('199.00');
    fireEvent.change(price, { target: { value: '12.345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a price such as 199.00.')).toBeTruthy();
    fireEvent.change(price, { target: { value: '0.29' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(named('CatalogUpdateOrganizationProduct')[0].variables).toEqual({
      input: { organizationProductId: 'op-1', priceCents: 29, priceUnit: 'month', isFormulary: true },
    });
  });

  it('shows bundles with price, fees, visibility and sold-out state, and an empty state', async () => {
    renderCatalog('/products', { role: 'ADMIN' });
    await openTab('Bundles');
    const starter = await screen.findByRole('listitem', { name: 'Starter' });
    expect(within(starter).getByText('$249.00 / month')).toBeTruthy();
    expect(within(starter).getByText('One-time fee $49.00')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Maintenance' })).getByText('Sold out')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Premium' })).getByText('Hidden')).toBeTruthy();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    cleanup();
    renderCatalog('/products', {
      role: 'ADMIN',
      resolvers: { CatalogBundles: () => ({ organizationProductBundles: [] }) },
    });
    await openTab('Bundles');
    expect(await screen.findByText('There are no bundles yet. Add the first one.')).toBeTruthy();
  });

  it('reorders bundles with the keyboard, sending the full ordered list and announcing the move', async () => {
    const { named } = renderCatalog('/products', {
      role: 'ADMIN',
      resolvers: { CatalogUpdateProductBundlesOrder: () => ok('updateProductBundlesOrder') },
    });
    await openTab('Bundles');
    const handle = await screen.findByRole('button', { name: /^Reorder Starter, position 1 of 3/ });
    handle.focus();
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    expect(bundleNames()).toEqual(['Maintenance', 'Starter', 'Premium']);
    await waitFor(() =>
      expect(named('CatalogUpdateProductBundlesOrder')[0]?.variables).toEqual({
        organizationId: 'org-1',
        productBundleIds: ['b-2', 'b-1', 'b-3'],
      }),
    );
    expect(screen.getByText('Starter moved to position 2 of 3.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move Premium up' }));
    await waitFor(() => expect(named('CatalogUpdateProductBundlesOrder')).toHaveLength(2));
    expect(named('CatalogUpdateProductBundlesOrder')[1].variables.productBundleIds).toEqual(['b-2', 'b-3', 'b-1']);
    expect(bundleNames()).toEqual(['Maintenance', 'Premium', 'Starter']);
  });

  it('reorders bundles by dragging a card onto another', async () => {
    const { named } = renderCatalog('/products', {
      role: 'ADMIN',
      resolvers: { CatalogUpdateProductBundlesOrder: () => ok('updateProductBundlesOrder') },
    });
    await openTab('Bundles');
    const premium = await screen.findByRole('listitem', { name: 'Premium' });
    fireEvent.dragStart(premium, { dataTransfer: { effectAllowed: 'all' } });
    fireEvent.dragOver(screen.getByRole('listitem', { name: 'Starter' }));
    fireEvent.drop(screen.getByRole('listitem', { name: 'Starter' }));
    expect(bundleNames()).toEqual(['Premium', 'Starter', 'Maintenance']);
    await waitFor(() =>
      expect(named('CatalogUpdateProductBundlesOrder')[0]?.variables).toEqual({
        organizationId: 'org-1',
        productBundleIds: ['b-3', 'b-1', 'b-2'],
      }),
    );
  });

  it('puts the bundles back and shows the refusal when the api refuses the new order', async () => {
    renderCatalog('/products', {
      role: 'ADMIN',
      resolvers: {
        CatalogUpdateProductBundlesOrder: () =>
          new GraphQLErrorsAnswer([
            { message: 'You are not allowed to manage bundles', extensions: { code: 'FORBIDDEN' } },
          ]),
      },
    });
    await openTab('Bundles');
    fireEvent.click(await screen.findByRole('button', { name: 'Move Starter down' }));
    expect(bundleNames()).toEqual(['Maintenance', 'Starter', 'Premium']);
    expect(await screen.findByText('The order was not saved: You are not allowed to manage bundles')).toBeTruthy();
    expect(bundleNames()).toEqual(['Starter', 'Maintenance', 'Premium']);
    expect(
      screen.getByText('The order was not saved: You are not allowed to manage bundles Starter is back at position 1.'),
    ).toBeTruthy();
  });

  it('checks a bundle before adding it and sends amounts in cents with its sold-out texts', async () => {
    const { named } = renderCatalog('/products', {
      role: 'ADMIN',
      owner: true,
      resolvers: { CatalogAddOrganizationProductBundle: () => ok('addOrganizationProductBundle') },
    });
    await openTab('Bundles');
    fireEvent.click(await screen.findByRole('button', { name: 'Add bundle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add bundle' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter the bundle name.')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one product.')).toBeTruthy();
    const text = (name: RegExp | string) => within(dialog).getByRole('textbox', { name });
    fireEvent.change(text(/^Name/), { target: { value: 'Quarterly' } });
    fireEvent.change(text(/^Price \(USD\)/), { target: { value: '599' } });
    fireEvent.change(text('Recurring fee (USD)'), { target: { value: '10.5' } });
    fireEvent.change(text('Sold-out button colour'), { target: { value: 'green' } });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Semaglutide' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Use a colour such as #71d1ac.')).toBeTruthy();
    fireEvent.change(text('Sold-out button colour'), { target: { value: '#71d1ac' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Sold out' }));
    fireEvent.change(text('Sold-out modal title'), { target: { value: 'Back soon' } });
    fireEvent.change(text('Follow-up period (days)'), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const { input } = named('CatalogAddOrganizationProductBundle')[0].variables as { input: Record<string, unknown> };
    expect(input).toMatchObject({
      organizationId: 'org-1',
      name: 'Quarterly',
      priceCents: 59900,
      initialDiscountCents: 0,
      oneTimeFeeCents: 0,
      recurringFeeCents: 1050,
      isSoldOut: true,
      soldOutModalTitle: 'Back soon',
      soldOutModalButtonColor: '#71d1ac',
      followUpFormPeriodDays: 30,
      productIds: ['p-sema'],
    });
  });

  it('lists the pharmacies and whether each takes orders online, with nothing to change for staff', async () => {
    renderCatalog('/products', { role: 'CASEMANAGER' });
    await openTab('Pharmacies');
    const acme = (await screen.findByRole('rowheader', { name: 'Acme Pharmacy' })).closest('tr')!;
    expect(within(acme).getByText('1 Main St')).toBeTruthy();
    expect(within(acme).getByText('Not connected')).toBeTruthy();
    const harbor = screen.getByRole('rowheader', { name: 'Harbor Pharmacy' }).closest('tr')!;
    expect(within(harbor).getByText('Connected')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Connect|connection/ })).toBeNull();
  });

  it('lets the CV Admin connect a pharmacy and shows the new secret once; a refusal keeps the dialog open', async () => {
    const { named } = renderCatalog('/products', {
      role: 'CVADMIN',
      resolvers: {
        CatalogConnectPharmacy: (variables) =>
          (variables.input as { endpointUrl: string }).endpointUrl.startsWith('https://')
            ? {
                connectPharmacy: {
                  __typename: 'PharmacyConnectionPayload',
                  success: true,
                  signingSecret: 'whsec_bmV3IHNlY3JldA==',
                  pharmacy: { __typename: 'Pharmacy', id: 'ph-1', endpointUrl: 'https://rx.acme.example/orders' },
                },
              }
            : new GraphQLErrorsAnswer([
                { message: 'endpointUrl must use https', extensions: { code: 'BAD_USER_INPUT' } },
              ]),
      },
    });
    await openTab('Pharmacies');
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Acme Pharmacy' }));
    const dialog = screen.getByRole('dialog', { name: 'Connect Acme Pharmacy' });
    fireEvent.change(within(dialog).getByLabelText(/Order endpoint/), { target: { value: 'http://rx.acme.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'endpointUrl must use https');
    fireEvent.change(within(dialog).getByLabelText(/Order endpoint/), {
      target: { value: 'https://rx.acme.example/orders' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByDisplayValue('whsec_bmV3IHNlY3JldA==')).toBeTruthy();
    expect(within(dialog).getByText(/it is not shown again/)).toBeTruthy();
    expect(named('CatalogConnectPharmacy').at(-1)?.variables).toEqual({
      input: { pharmacyId: 'ph-1', endpointUrl: 'https://rx.acme.example/orders' },
    });
    expect(await seriousAxeViolations(dialog)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A connected pharmacy warns that saving replaces its secret.
    fireEvent.click(screen.getByRole('button', { name: 'Change the connection of Harbor Pharmacy' }));
    expect(screen.getByText(/stops working at once/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save and issue a new secret' })).toBeTruthy();
  });
});
