import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Capability tokens for the local driver's /files/{token} URLs: base64url(JSON payload) "." base64url(HMAC-SHA256).
 * Whoever holds an unexpired token may do exactly `op` on `path`; nothing else is checked.
 */
export interface SignedTokenPayload {
  op: 'upload' | 'download';
  path: string;
  /** Upload: the Content-Type the client must send (and that is stored). */
  contentType?: string;
  /**
   * Upload: the generation of the object the upload may replace, as it was when the URL was signed
   * (NO_OBJECT_GENERATION: there was none). Each generation is replaced once, so the URL works once.
   * Tokens without it are create-only.
   */
  ifGeneration?: string;
  /** Download: the name in Content-Disposition. */
  fileName?: string;
  /** Expiry, Unix time in seconds. */
  exp: number;
}

/** Tokens travel in URLs; anything longer is not one of ours. */
const MAX_TOKEN_LENGTH = 8192;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const GENERATION = /^[A-Za-z0-9_-]{1,64}$/;
/**
 * SIGNING_SECRET also signs the admin session cookie: a purpose prefix in the MAC input keeps a
 * token minted for one use from verifying as the other.
 */
const PURPOSE = 'storage-url.v1.';

export function signToken(secret: string, payload: SignedTokenPayload): string {
  if (!isPayload(payload)) throw new TypeError('Invalid signed token payload');
  const encoded = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${encoded}.${mac(secret, encoded).toString('base64url')}`;
}

/** The payload when the token is well-formed, correctly signed and not expired at `now`; otherwise null. */
export function verifyToken(secret: string, token: string, now: Date = new Date()): SignedTokenPayload | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [encoded, signature] = parts;
  if (!BASE64URL.test(encoded) || !BASE64URL.test(signature)) return null;

  const expected = mac(secret, encoded);
  const given = Buffer.from(signature, 'base64url');
  // Re-encoding rejects non-canonical base64url spellings of the same bytes.
  if (given.length !== expected.length || given.toString('base64url') !== signature) return null;
  if (!timingSafeEqual(given, expected)) return null;

  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return null; // signed by us yet unparseable cannot happen; treat as malformed rather than throw
  }
  if (!isPayload(payload)) return null;
  return payload.exp * 1000 > now.getTime() ? payload : null;
}

function mac(secret: string, encodedPayload: string): Buffer {
  return createHmac('sha256', secret).update(PURPOSE).update(encodedPayload).digest();
}

function isPayload(value: unknown): value is SignedTokenPayload {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    (candidate.op === 'upload' || candidate.op === 'download') &&
    typeof candidate.path === 'string' &&
    candidate.path.length > 0 &&
    (candidate.contentType === undefined || typeof candidate.contentType === 'string') &&
    (candidate.fileName === undefined || typeof candidate.fileName === 'string') &&
    (candidate.ifGeneration === undefined ||
      (typeof candidate.ifGeneration === 'string' && GENERATION.test(candidate.ifGeneration))) &&
    typeof candidate.exp === 'number' &&
    Number.isSafeInteger(candidate.exp)
  );
}
