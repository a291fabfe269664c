import { randomBytes } from 'node:crypto';
import { hasControlCharacter, withoutControlCharacters } from '#access';

/**
 * The storage layout of spec 001 ("File storage layout"):
 *   personal/{userId}/{random}-{name}          files uploaded by a signed-in user
 *   anonymous/{random}-{name}                  files uploaded while signed out
 *   organizations/{organizationId}/logo.png    fixed organization images (ORGANIZATION_IMAGE_NAMES)
 *   organizations/{organizationId}/{random}-{name}   organization documents
 *   partnerIntegrations/{id}/landing.png       fixed partner images (PARTNER_INTEGRATION_IMAGE_NAMES)
 *   inboundEmail/{emailKey}/{random}-{name}    attachments of an inbound e-mail, written by its webhook
 * Clients send these paths back (uploadFile, uploadCompanyLogo, ...), so parseStoragePath is the
 * gate for anything that did not come from a builder here.
 */

export const ORGANIZATION_IMAGE_NAMES = ['logo.png', 'favicon.png', 'prescription-logo.png'] as const;
export type OrganizationImageName = (typeof ORGANIZATION_IMAGE_NAMES)[number];

export const PARTNER_INTEGRATION_IMAGE_NAMES = [
  'logo.png',
  'landing.png',
  'landing-bottom.png',
  'journey-image-1.png',
  'journey-image-2.png',
  'journey-image-3.png',
] as const;
export type PartnerIntegrationImageName = (typeof PARTNER_INTEGRATION_IMAGE_NAMES)[number];

/** Longest name sanitizeFileName returns (the random prefix comes on top). */
export const MAX_FILE_NAME_LENGTH = 120;
const MAX_EXTENSION_LENGTH = 16;
const MAX_PATH_LENGTH = 1024;
/** 96 random bits: unguessable, so one upload cannot overwrite or predict another's path. */
const RANDOM_PREFIX_BYTES = 12;

/** UUIDs and Firebase uids; nothing that could change a path's meaning. */
const OWNER_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** A stored name never starts with a dot (no hidden files, no `.`/`..`) and stays in the safe set. */
const STORED_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_STORED_NAME_LENGTH = RANDOM_PREFIX_BYTES * 2 + 1 + MAX_FILE_NAME_LENGTH;

export type StorageOwnerKind = 'personal' | 'anonymous' | 'organization' | 'partnerIntegration' | 'inboundEmail';

export type ParsedStoragePath =
  | { kind: 'personal'; id: string; fileName: string }
  /** Anonymous uploads have no owner. */
  | { kind: 'anonymous'; id: null; fileName: string }
  | { kind: 'organization'; id: string; fileName: string }
  | { kind: 'partnerIntegration'; id: string; fileName: string }
  /** Files that came with an inbound e-mail; no client may register them (isOwnUpload is personal only). */
  | { kind: 'inboundEmail'; id: string; fileName: string };

/**
 * Reduces a client-supplied file name to ASCII letters, digits, dot, dash and underscore, at most
 * MAX_FILE_NAME_LENGTH characters, keeping the extension. Never empty, never starts with a dot.
 */
export function sanitizeFileName(fileName: string): string {
  // Browsers on Windows may send a full path; only the last part is the name.
  const baseName = fileName.split(/[\\/]/).pop() ?? '';
  const safe = baseName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // "résumé" -> "resume" rather than "r_sum_"
    .trim()
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.-]+/, '')
    .replace(/\.+$/, '')
    // A name made only of replaced characters ("日本語.pdf") says nothing: call it "file".
    .replace(/^_+(?=\.|$)/, 'file');
  if (!safe) return 'file';
  if (safe.length <= MAX_FILE_NAME_LENGTH) return safe;
  const dot = safe.lastIndexOf('.');
  const extension = dot > 0 && safe.length - dot <= MAX_EXTENSION_LENGTH ? safe.slice(dot) : '';
  return safe.slice(0, MAX_FILE_NAME_LENGTH - extension.length) + extension;
}

export function personalPath(userId: string, fileName: string): string {
  return `personal/${ownerId(userId, 'userId')}/${randomName(fileName)}`;
}

export function anonymousPath(fileName: string): string {
  return `anonymous/${randomName(fileName)}`;
}

/** A fixed organization image; documents go through organizationDocumentPath. */
export function organizationPath(organizationId: string, fileName: OrganizationImageName): string {
  if (!isOneOf(ORGANIZATION_IMAGE_NAMES, fileName)) {
    throw new RangeError(`Unknown organization image name: ${JSON.stringify(fileName)}`);
  }
  return `organizations/${ownerId(organizationId, 'organizationId')}/${fileName}`;
}

/** Any other organization file, random-prefixed so a document called "logo.png" never replaces the logo. */
export function organizationDocumentPath(organizationId: string, fileName: string): string {
  return `organizations/${ownerId(organizationId, 'organizationId')}/${randomName(fileName)}`;
}

export function partnerIntegrationPath(id: string, name: PartnerIntegrationImageName): string {
  if (!isOneOf(PARTNER_INTEGRATION_IMAGE_NAMES, name)) {
    throw new RangeError(`Unknown partner integration image name: ${JSON.stringify(name)}`);
  }
  return `partnerIntegrations/${ownerId(id, 'id')}/${name}`;
}

/** A file of an inbound e-mail; `emailKey` is random per e-mail received, so no two e-mails share a folder. */
export function inboundEmailPath(emailKey: string, fileName: string): string {
  return `inboundEmail/${ownerId(emailKey, 'emailKey')}/${randomName(fileName)}`;
}

/** The owner of a path in the layout above, or null for anything else (including traversal tricks). */
export function parseStoragePath(path: string): ParsedStoragePath | null {
  if (typeof path !== 'string' || path.length === 0 || path.length > MAX_PATH_LENGTH) return null;
  if (path.startsWith('/') || path.includes('\\') || hasControlCharacter(path, 'name')) return null;
  const segments = path.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;

  const [root, ...rest] = segments;
  if (root === 'anonymous') {
    const [fileName] = rest;
    return rest.length === 1 && isStoredName(fileName) ? { kind: 'anonymous', id: null, fileName } : null;
  }
  if (rest.length !== 2) return null;
  const [id, fileName] = rest;
  if (!OWNER_ID.test(id) || !isStoredName(fileName)) return null;
  switch (root) {
    case 'personal':
      return { kind: 'personal', id, fileName };
    case 'organizations':
      return { kind: 'organization', id, fileName };
    case 'inboundEmail':
      return { kind: 'inboundEmail', id, fileName };
    case 'partnerIntegrations':
      return isOneOf(PARTNER_INTEGRATION_IMAGE_NAMES, fileName) ? { kind: 'partnerIntegration', id, fileName } : null;
    default:
      return null;
  }
}

/**
 * `attachment` disposition: an ASCII `filename` every client understands, plus RFC 6266 `filename*`
 * carrying the original name when sanitizing changed it. Never `inline`: uploads are not rendered.
 */
export function attachmentContentDisposition(fileName: string): string {
  const safe = sanitizeFileName(fileName);
  const original = withoutControlCharacters(fileName.split(/[\\/]/).pop() ?? '').trim();
  if (!original || original === safe) return `attachment; filename="${safe}"`;
  return `attachment; filename="${safe}"; filename*=UTF-8''${encodeRfc5987(original)}`;
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function randomName(fileName: string): string {
  return `${randomBytes(RANDOM_PREFIX_BYTES).toString('hex')}-${sanitizeFileName(fileName)}`;
}

function ownerId(value: string, label: string): string {
  if (typeof value !== 'string' || !OWNER_ID.test(value)) {
    throw new RangeError(`Invalid ${label} for a storage path: ${JSON.stringify(value)}`);
  }
  return value;
}

function isStoredName(name: string | undefined): name is string {
  return name !== undefined && name.length <= MAX_STORED_NAME_LENGTH && STORED_NAME.test(name);
}

function isOneOf<T extends string>(names: readonly T[], value: string): value is T {
  return (names as readonly string[]).includes(value);
}
