import type { ApolloClient } from '@apollo/client';
import type { Role, TpaSubRole } from '../../shared/roles';

export interface SessionOrganizationAccess {
  organizationId: string;
  organizationName: string;
  /** A Role, or for a TPA its sub-role. */
  role: Role | TpaSubRole;
}

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  fullName: string;
  organizationId: string | null;
  isMultiOrgAdmin: boolean;
  organizationAccess: SessionOrganizationAccess[];
}

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

/** The signed-in person and the organization they act in (spec 000 §6 effective organization). */
export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  organizationId: string | null;
  organizationName: string | null;
  /** The api client of the signed-in session; loaded on first sign-in, so public pages stay light. */
  client?: ApolloClient | null;
  /** Switches the acting organization; refuses (with the spec's message) one the user may not act in. */
  switchOrganization(organizationId: string, organizationName: string): Promise<void>;
  /** Signs out of the identity provider and clears the session; `message` is shown as an error toast. */
  signOut(message?: string): Promise<void>;
}
