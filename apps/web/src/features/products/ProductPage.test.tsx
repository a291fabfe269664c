import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  GraphQLErrorsAnswer,
  preloadLazyModules,
  seriousAxeViolations,
  setViewportWidth,
} from '../../app/routes/test-support';
import { catalogResolvers, ok, refused, renderCatalog } from './test-catalog';

describe('ProductPage', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./ProductPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  it('shows the product, its variants, dosages, categories and the organization price; axe-clean', async () => {
    const { named } = renderCatalog('/product/p-sema', { role: 'ADMIN' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Semaglutide' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Product Semaglutide | Case Management'));
    expect(named('ProductDetail')[0].variables).toEqual({ productId: 'p-sema', organizationId: 'org-1' });
    expect(screen.getByText('$199.00 / month · Formulary')).toBeTruthy();
    const variant = screen.getByRole('rowheader', { name: 'Vial 2.5 mg' }).closest('tr') as HTMLElement;
    expect(within(variant).getByText('SEMA-25')).toBeTruthy();
    expect(within(variant).getByText('$299.00')).toBeTruthy();
    expect(screen.getByText('GLP-1')).toBeTruthy();
    expect(screen.getByText('0.25 mg')).toBeTruthy();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('shows a skeleton, then the failure with a retry', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    renderCatalog('/product/p-sema', {
      role: 'CVADMIN',
      resolvers: {
        ProductDetail: async () => {
          if (fail) {
            fail = false;
            await held;
            throw new Error('offline');
          }
          return catalogResolvers().ProductDetail({});
        },
      },
    });
    expect(await screen.findByLabelText('Loading the product')).toBeTruthy();
    release();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Semaglutide' })).toBeTruthy();
  });

  it("shows the api's answer for a product that cannot be found", async () => {
    renderCatalog('/product/missing', {
      role: 'ADMIN',
      resolvers: {
        ProductDetail: () =>
          new GraphQLErrorsAnswer([{ message: 'Product not found', extensions: { code: 'NOT_FOUND' } }]),
      },
    });
    expect(await screen.findByText('Product not found')).toBeTruthy();
  });

  it('adds a dosage after checking it, showing the refusal of the api', async () => {
    let refuse = true;
    const { named } = renderCatalog('/product/p-sema', {
      role: 'CVADMIN',
      resolvers: {
        CatalogAddProductDosage: () =>
          refuse
            ? ((refuse = false), refused('addProductDosage', 'You are not allowed to manage products'))
            : ok('addProductDosage'),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Semaglutide' });
    const form = screen.getByRole('form', { name: 'Add dosage' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add dosage' }));
    expect(within(form).getByText('Enter the dosage.')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Dosage' }), { target: { value: '0.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add dosage' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('You are not allowed to manage products');
    fireEvent.click(within(form).getByRole('button', { name: 'Add dosage' }));
    await waitFor(() => expect(named('CatalogAddProductDosage')).toHaveLength(2));
    expect(named('CatalogAddProductDosage')[1].variables).toEqual({
      input: { productId: 'p-sema', value: '0.5', unit: 'mg' },
    });
  });

  it('deletes a dosage after confirmation', async () => {
    const { named } = renderCatalog('/product/p-sema', {
      role: 'CVADMIN',
      resolvers: { CatalogDeleteProductDosage: () => ok('deleteProductDosage') },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 0.25 mg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 0.25 mg?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(named('CatalogDeleteProductDosage')[0].variables).toEqual({ id: 'd-1' });
  });

  it.each(['CVTPA', 'ADMIN'] as const)('offers no dosage changes (global data) to a %s', async (role) => {
    renderCatalog('/product/p-sema', { role, owner: role === 'ADMIN' });
    await screen.findByRole('heading', { level: 1, name: 'Semaglutide' });
    expect(screen.getByText('0.25 mg')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add dosage' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete 0.25 mg' })).toBeNull();
  });
});
