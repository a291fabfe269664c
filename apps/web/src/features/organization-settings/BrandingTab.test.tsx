import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../app/notifications';
import {
  GraphQLErrorsAnswer,
  makeClient,
  makeSession,
  makeUser,
  ORG_ID,
  Providers,
  type Resolver,
  seriousAxeViolations,
} from '../../app/routes/test-support';
import type { Role } from '../../shared/roles';
import { uploadToOwnStorage } from '../../shared/signed-upload';
import { BrandingTab } from './BrandingTab';

vi.mock('../../shared/signed-upload', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../shared/signed-upload')>();
  return { ...original, uploadToOwnStorage: vi.fn() };
});

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const STAGED = 'personal/user-admin/0a1b-logo.png';
const FAVICON_NOTICE =
  'Heads up! Your favicon is updated, but it might take some time for the updated image to show up due to caching. We appreciate your patience.';

function brand(logoUrl = 'https://files.example/logo?sig=1', faviconUrl = '') {
  return {
    organizationBrandInfo: {
      __typename: 'OrganizationBrandInfo',
      id: ORG_ID,
      name: 'Acme Health',
      logoUrl,
      faviconUrl,
      prescriptionLogoUrl: '',
    },
  };
}

function setup(resolvers: Record<string, Resolver> = {}, role: Role = 'ADMIN') {
  const client = makeClient({ BrandingImages: () => brand(), ...resolvers });
  render(
    <ToastProvider>
      <Providers session={makeSession(makeUser(role))} client={client.client}>
        <BrandingTab />
      </Providers>
    </ToastProvider>,
  );
  return client;
}

const section = (name: string) => screen.getByRole('region', { name });
const choose = (name: string, file: File) =>
  fireEvent.change(within(section(name)).getByLabelText(`${name} file`), { target: { files: [file] } });

describe('BrandingTab', () => {
  beforeEach(() => {
    vi.mocked(uploadToOwnStorage).mockReset();
  });
  afterEach(() => cleanup());

  it('shows the current logo, the missing favicon and the rule before any upload; axe-clean', async () => {
    setup();
    const logo = await screen.findByRole('img', { name: 'Current company logo' });
    expect(logo.getAttribute('src')).toBe('https://files.example/logo?sig=1');
    expect(within(section('Favicon')).getByText('No favicon yet')).toBeTruthy();
    expect(within(section('Company logo')).getByText(/PNG images only .* at most 1,000,000 bytes/)).toBeTruthy();
    const replace = within(section('Company logo')).getByRole('button', { name: 'Replace company logo' });
    expect(replace.getAttribute('aria-describedby')).toBe('company-logo-rules');
    expect(within(section('Favicon')).getByRole('button', { name: 'Upload favicon' })).toBeTruthy();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('refuses a file that is not a PNG by its first bytes, or too large, without uploading it', async () => {
    setup();
    await screen.findByRole('region', { name: 'Company logo' });
    choose('Company logo', new File(['GIF89a...'], 'logo.png', { type: 'image/png' }));
    expect(await within(section('Company logo')).findByText(/“logo.png” is not a PNG image/)).toBeTruthy();
    choose('Favicon', new File([PNG_BYTES, new Uint8Array(1_000_000)], 'big.png', { type: 'image/png' }));
    expect(await within(section('Favicon')).findByText(/“big.png” is larger than 1,000,000 bytes/)).toBeTruthy();
    expect(uploadToOwnStorage).not.toHaveBeenCalled();
  });

  it('uploads the logo with its progress, registers the storage path and shows the success text', async () => {
    let finish: (path: string) => void = () => undefined;
    vi.mocked(uploadToOwnStorage).mockImplementation((_client, _file, onProgress) => {
      onProgress?.(0.4);
      return new Promise((resolve) => (finish = resolve));
    });
    let logoUrl = '';
    const { named } = setup({
      BrandingImages: () => brand(logoUrl),
      LayoutBrandImages: () => brand(logoUrl),
      UploadCompanyLogo: () => {
        logoUrl = 'https://files.example/logo?sig=2';
        return {
          uploadCompanyLogo: {
            __typename: 'OrganizationImagePayload',
            success: true,
            message: 'Image uploaded successfully',
            url: logoUrl,
          },
        };
      },
    });
    await screen.findByText('No company logo yet');
    const file = new File([PNG_BYTES], 'acme.png', { type: 'image/png' });
    choose('Company logo', file);
    expect(await within(section('Company logo')).findByText('Uploading… 40%')).toBeTruthy();
    expect(within(section('Company logo')).getByRole('progressbar', { name: 'Company logo upload' })).toBeTruthy();
    expect(vi.mocked(uploadToOwnStorage).mock.calls[0][1]).toBe(file);
    await act(async () => finish(STAGED));
    expect(await within(section('Company logo')).findByText('Image uploaded successfully')).toBeTruthy();
    expect(named('UploadCompanyLogo')[0].variables).toEqual({ organizationId: ORG_ID, filePath: STAGED });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Current company logo' }).getAttribute('src')).toBe(
        'https://files.example/logo?sig=2',
      ),
    );
  });

  it('tells the favicon caching notice after a favicon upload', async () => {
    vi.mocked(uploadToOwnStorage).mockResolvedValue(STAGED);
    setup({
      UploadOrganizationFavicon: () => ({
        uploadOrganizationFavicon: {
          __typename: 'OrganizationImagePayload',
          success: true,
          message: FAVICON_NOTICE,
          url: 'https://files.example/favicon',
        },
      }),
    });
    await screen.findByRole('region', { name: 'Favicon' });
    choose('Favicon', new File([PNG_BYTES], 'icon.png', { type: 'image/png' }));
    expect(await within(section('Favicon')).findByText(FAVICON_NOTICE)).toBeTruthy();
  });

  it('registers the prescription logo printed on prescriptions', async () => {
    vi.mocked(uploadToOwnStorage).mockResolvedValue('personal/user-admin/0a1b-prescription-logo.png');
    const { named } = setup({
      UploadPrescriptionLogo: () => ({
        uploadPrescriptionLogo: {
          __typename: 'OrganizationImagePayload',
          success: true,
          message: 'Image uploaded successfully',
          url: 'https://files.example/prescription-logo',
        },
      }),
    });
    await screen.findByRole('region', { name: 'Prescription logo' });
    expect(within(section('Prescription logo')).getByText('No prescription logo yet')).toBeTruthy();
    choose('Prescription logo', new File([PNG_BYTES], 'rx.png', { type: 'image/png' }));
    expect(await within(section('Prescription logo')).findByText('Image uploaded successfully')).toBeTruthy();
    expect(named('UploadPrescriptionLogo')[0].variables).toEqual({
      organizationId: ORG_ID,
      filePath: 'personal/user-admin/0a1b-prescription-logo.png',
    });
  });

  it("shows the server's message when it refuses the image", async () => {
    vi.mocked(uploadToOwnStorage).mockResolvedValue(STAGED);
    setup({
      UploadCompanyLogo: () =>
        new GraphQLErrorsAnswer([
          {
            message: 'filePath: the image must be a PNG file',
            extensions: { code: 'BAD_USER_INPUT', field: 'filePath' },
          },
        ]),
    });
    await screen.findByRole('region', { name: 'Company logo' });
    choose('Company logo', new File([PNG_BYTES], 'acme.png', { type: 'image/png' }));
    const alerts = await screen.findAllByText('filePath: the image must be a PNG file');
    expect(alerts.length).toBeGreaterThanOrEqual(1);
    expect(within(section('Company logo')).getByText('filePath: the image must be a PNG file')).toBeTruthy();
  });

  it('offers to try again when the images cannot be loaded', async () => {
    let fail = true;
    setup({
      BrandingImages: () => {
        if (fail) throw new Error('network down');
        return brand();
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Current company logo' })).toBeTruthy();
  });

  it('shows the images without the upload to a role that may not change them', async () => {
    setup({}, 'CASEMANAGER');
    expect(await screen.findByRole('img', { name: 'Current company logo' })).toBeTruthy();
    expect(
      screen.getByText('Only administrators can change the company logo, the favicon and the prescription logo.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /company logo|favicon/i })).toBeNull();
  });
});
