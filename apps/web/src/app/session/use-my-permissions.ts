import { useQuery } from '@apollo/client/react';
import type { MyPermissionsQuery } from '../../generated/graphql';
import { MY_PERMISSIONS_QUERY } from './my-permissions-query';
import { useSession } from './use-session';

export type MyPermissions = MyPermissionsQuery['myPermissions'];

/**
 * The signed-in user's permissions in `organizationId` (by default the organization it acts in): undefined
 * while they load, null when they could not be loaded. A control that depends on them is absent until the
 * api has said yes. One cached answer per organization; switching organization asks for the new one.
 */
export function useMyPermissions(organizationId?: string | null): MyPermissions | null | undefined {
  const session = useSession();
  const target = organizationId ?? session.organizationId;
  const skip = session.status !== 'signedIn' || !target;
  const { data, loading } = useQuery(MY_PERMISSIONS_QUERY, { variables: { organizationId: target }, skip });
  if (data) return data.myPermissions;
  return loading ? undefined : null;
}
