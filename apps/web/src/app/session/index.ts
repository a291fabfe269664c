export { SessionProvider } from './SessionProvider';
export { useSession } from './use-session';
export type { Session, SessionUser, SessionOrganizationAccess } from './session-types';
export {
  NO_ACCESS_TO_ORGANIZATION_MESSAGE,
  NO_ORGANIZATION_MESSAGE,
  hasOrganizationSwitcher,
} from './effective-organization';
