import { isUuid } from './is-uuid.js';
import type { Principal } from './principal.js';

/** What a caller presents: the bearer ID token and the organization its client has stored. */
export interface RequestIdentity {
  bearerToken?: string;
  storedOrganizationId?: string;
}

/** Turns a presented identity into a principal, or throws INVALID_AUTHORIZATION / AUTHORIZED_USER_NOT_FOUND. */
export interface PrincipalResolver {
  resolve(identity: RequestIdentity): Promise<Principal>;
}

export const PRINCIPAL_RESOLVER = Symbol('PRINCIPAL_RESOLVER');

/** Per-request (or per-connection) holder where the guard caches and scopes the principal. */
export interface AccessContext {
  identity: RequestIdentity;
  /** The session principal, resolved once per request or per websocket connection. */
  sessionPrincipal?: Promise<Principal>;
  /** The principal scoped to the organization of the current operation. */
  principal?: Principal;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Reads the identity from HTTP headers or graphql-ws connection parameters (same names). */
export function identityFromHeaders(headers: Record<string, unknown> | undefined): RequestIdentity {
  const header = (name: string): string | undefined => {
    const value = headers?.[name] ?? headers?.[name.toLowerCase()];
    return typeof value === 'string' && value.length > 0 ? value : undefined;
  };
  const authorization = header('authorization') ?? header('Authorization');
  const token = authorization?.match(BEARER)?.[1];
  const organization = header('x-organization-id');
  return {
    bearerToken: token,
    storedOrganizationId: isUuid(organization) ? organization : undefined,
  };
}
