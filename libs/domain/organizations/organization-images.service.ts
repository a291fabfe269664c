import { Inject, Injectable } from '@nestjs/common';
import { badInput, isUuid, notFound, type Principal, restricted } from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import {
  formatFileSize,
  isPng,
  organizationPath,
  type OrganizationImageName,
  STORAGE_DRIVER,
  type StorageDriver,
  UPLOAD_SIZE_FLAG_BYTES,
} from '#integrations';
import { isOwnUpload } from '#domain/shared';
import { OrganizationEditRules } from './organization-rules.js';
import { OrganizationsService } from './organizations.service.js';

/** The organization images the brand has: the company logo, the favicon and the logo printed on prescriptions. */
export type BrandImage = Extract<OrganizationImageName, 'logo.png' | 'favicon.png' | 'prescription-logo.png'>;

/** Spec 001 §9: a file over 1,000,000 bytes is over the limit; a logo or favicon never needs more. */
export const MAX_BRAND_IMAGE_BYTES = UPLOAD_SIZE_FLAG_BYTES;

/**
 * The company logo, favicon and prescription logo (spec 001 "File storage layout":
 * organizations/{organizationId}/logo.png, favicon.png and prescription-logo.png). The browser uploads the file into the caller's own storage first; registering it checks it
 * (the caller's upload, a PNG by its first 8 bytes, not too large) before anything replaces the image, so a
 * refused file leaves the current image as it was.
 */
@Injectable()
export class OrganizationImagesService {
  constructor(
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(OrganizationsService) private readonly organizations: OrganizationsService,
  ) {}

  async register(principal: Principal, organizationId: string, filePath: string, image: BrandImage): Promise<string> {
    // NOT_FOUND for an organization that does not exist or the caller may not act in, FORBIDDEN for a role
    // that may not edit it.
    if (typeof organizationId !== 'string' || !isUuid(organizationId)) throw notFound();
    principal.inOrganization(organizationId).assertSatisfies(restricted(OrganizationEditRules.editLogo));
    await this.organizations.findVisible(principal, organizationId);
    await this.storeUploadedPng(principal, filePath, organizationPath(organizationId, image));
    return this.address(organizationId, image);
  }

  /** A short-lived address of the image, or '' when there is none (spec 001: "A missing image gives an empty address"). */
  address(organizationId: string, image: BrandImage): Promise<string> {
    return this.addressOf(organizationPath(organizationId, image));
  }

  /**
   * Checks a file the caller uploaded (their own upload, there, not too large, a PNG) and stores it at
   * `destination`. The caller has made its access checks; the partner images use this too.
   */
  async storeUploadedPng(principal: Principal, filePath: string, destination: string): Promise<void> {
    if (typeof filePath !== 'string' || !isOwnUpload(principal.userId, filePath)) {
      throw badInput('filePath: not one of your uploaded files', 'filePath');
    }
    const uploaded = await this.storage.getObject(filePath);
    if (!uploaded) throw badInput('filePath: nothing was uploaded there', 'filePath');
    if (uploaded.bytes.length > MAX_BRAND_IMAGE_BYTES) {
      throw badInput(
        `filePath: the image is ${formatFileSize(uploaded.bytes.length)}; it must be at most ${formatFileSize(MAX_BRAND_IMAGE_BYTES)}`,
        'filePath',
      );
    }
    if (!isPng(uploaded.bytes)) throw badInput('filePath: the image must be a PNG file', 'filePath');
    await this.storage.putObject(destination, uploaded.bytes, 'image/png');
    // The staged copy has served its purpose; a failed removal only leaves a stray file in the caller's folder.
    await this.storage.deleteObject(filePath).catch(() => undefined);
  }

  /** A short-lived address of a stored image, or '' when there is none. */
  async addressOf(path: string): Promise<string> {
    if (!(await this.storage.exists(path))) return '';
    return this.storage.signedDownloadUrl(path, {
      fileName: path.slice(path.lastIndexOf('/') + 1),
      expiresInSeconds: this.config.SIGNED_URL_TTL_SECONDS,
    });
  }
}
