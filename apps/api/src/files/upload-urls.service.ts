import { Inject, Injectable } from '@nestjs/common';
import { badInput, forbidden, type Principal, Role, isUuid } from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import {
  anonymousPath,
  ORGANIZATION_IMAGE_NAMES,
  type OrganizationImageName,
  organizationDocumentPath,
  organizationPath,
  PARTNER_INTEGRATION_IMAGE_NAMES,
  type PartnerIntegrationImageName,
  partnerIntegrationPath,
  personalPath,
  STORAGE_DRIVER,
  type StorageDriver,
} from '#integrations';
import { UploadTarget } from './upload-target.js';

export interface UploadUrlRequest {
  target: UploadTarget;
  fileName: string;
  contentType: string;
  partnerIntegrationId?: string | null;
}

export interface SignedUpload {
  url: string;
  /** Headers to send with the PUT besides Content-Type (the gcs driver's upload precondition). */
  headers: { name: string; value: string }[];
  path: string;
  expiresAt: Date;
}

const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;
function checkedFileName(fileName: string, contentType: string): string {
  const trimmed = fileName.trim();
  if (!trimmed || trimmed.length > 255) throw badInput('fileName: must be 1 to 255 characters', 'fileName');
  if (!CONTENT_TYPE.test(contentType))
    throw badInput('contentType: must be a media type such as image/png', 'contentType');
  return trimmed;
}

/** Organization images registered by their own operation (which checks the bytes) rather than written directly. */
const REGISTERED_IMAGE_NAMES: readonly string[] = ['logo.png', 'favicon.png', 'prescription-logo.png'];

const isOneOf = <T extends string>(names: readonly T[], value: string): value is T => names.includes(value as T);

/**
 * Decides where an upload may go and signs a short-lived URL for it. The caller then PUTs the bytes
 * and registers the returned path with the operation that uses it (uploadFile, uploadCompanyLogo, …).
 */
@Injectable()
export class UploadUrlsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  async create(principal: Principal, request: UploadUrlRequest): Promise<SignedUpload> {
    const fileName = checkedFileName(request.fileName, request.contentType);
    return this.sign(this.pathFor(principal, { ...request, fileName }), request.contentType);
  }

  /** An upload of a visitor answering by link: a random path under anonymous/ (the link records it). */
  async createAnonymous(fileName: string, contentType: string): Promise<SignedUpload> {
    return this.sign(anonymousPath(checkedFileName(fileName, contentType)), contentType);
  }

  private async sign(path: string, contentType: string): Promise<SignedUpload> {
    const expiresInSeconds = this.config.SIGNED_URL_TTL_SECONDS;
    const { url, headers } = await this.storage.signedUploadUrl(path, { contentType, expiresInSeconds });
    return {
      url,
      headers: Object.entries(headers).map(([name, value]) => ({ name, value })),
      path,
      expiresAt: new Date(Date.now() + expiresInSeconds * 1000),
    };
  }

  private pathFor(principal: Principal, request: UploadUrlRequest): string {
    switch (request.target) {
      case UploadTarget.PERSONAL:
        return personalPath(principal.userId, request.fileName);
      case UploadTarget.ORGANIZATION_IMAGE: {
        // Spec 000 §6: editing the company logo is for an admin or the CV Admin.
        const organizationId = this.requireOrganizationAdmin(principal, 'Not authorized to upload organization images');
        if (!isOneOf(ORGANIZATION_IMAGE_NAMES, request.fileName)) {
          throw badInput(`fileName: must be one of ${ORGANIZATION_IMAGE_NAMES.join(', ')}`, 'fileName');
        }
        this.requirePng(request.contentType);
        // The images are staged in the caller's own folder: only uploadCompanyLogo, uploadOrganizationFavicon
        // and uploadPrescriptionLogo write the fixed path, after checking the bytes are a PNG.
        if (REGISTERED_IMAGE_NAMES.includes(request.fileName)) return personalPath(principal.userId, request.fileName);
        return organizationPath(organizationId, request.fileName as OrganizationImageName);
      }
      case UploadTarget.ORGANIZATION_DOCUMENT: {
        const organizationId = this.requireOrganizationAdmin(
          principal,
          'Not authorized to share organization documents',
        );
        return organizationDocumentPath(organizationId, request.fileName);
      }
      case UploadTarget.PARTNER_INTEGRATION_IMAGE: {
        if (!principal.isCvadmin()) throw forbidden('Not authorized to update partner images');
        if (!request.partnerIntegrationId || !isUuid(request.partnerIntegrationId)) {
          throw badInput('partnerIntegrationId: required for a partner image', 'partnerIntegrationId');
        }
        if (!isOneOf(PARTNER_INTEGRATION_IMAGE_NAMES, request.fileName)) {
          throw badInput(`fileName: must be one of ${PARTNER_INTEGRATION_IMAGE_NAMES.join(', ')}`, 'fileName');
        }
        this.requirePng(request.contentType);
        return partnerIntegrationPath(request.partnerIntegrationId, request.fileName as PartnerIntegrationImageName);
      }
    }
  }

  private requireOrganizationAdmin(principal: Principal, message: string): string {
    if (principal.role !== Role.ADMIN && principal.role !== Role.CVADMIN) throw forbidden(message);
    return principal.requireOrganizationId();
  }

  /** Fixed image names end in .png: the bytes are checked against the PNG signature when registered. */
  private requirePng(contentType: string): void {
    if (contentType.toLowerCase() !== 'image/png') throw badInput('contentType: must be image/png', 'contentType');
  }
}
