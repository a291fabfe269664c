import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAliasLabels } from '../../app/layout/alias-labels';
import { routeHref } from '../../app/routes/route-table';
import { useIsRouteMounted } from '../../app/routes/mounted-routes';
import { useMyPermissions } from '../../app/session/use-my-permissions';
import { useSession } from '../../app/session/use-session';
import { RetryAlert } from '../../shared/RetryAlert';
import { PageLoadState } from '../documents/PageLoadState';
import { ChangeEmailDialog } from './ChangeEmailDialog';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { DeleteUserDialog } from './DeleteUserDialog';
import { EditProfileDialog } from './EditProfileDialog';
import { isPeopleListType, LIST_TITLES } from './people-links';
import { PrescriberSection } from './PrescriberSection';
import { USER_PROFILE_QUERY } from './profile-queries';
import {
  ProfileCases,
  ProfileDetails,
  ProfileDocuments,
  ProfileFmlaHours,
  ProfileOrganizations,
  ProfileSection,
} from './ProfileSections';
import {
  canChangeEmailOf,
  canChangeRoleOf,
  canDeleteUser,
  canSetPassword,
  managesRole,
  personRoleLabel,
  settableRoles,
} from './role-rules';
import { useCustomRoles } from './use-custom-roles';
import { useRestoreFocus } from './use-restore-focus';

type Dialog = 'edit' | 'email' | 'role' | 'delete';

const LIST_ROUTES = { employees: 'employees', admins: 'admins', 'tpa-roles': 'tpaRoles' } as const;

/**
 * One person (route user-profile/{userId}, query `listType` = the list it was opened from): profile,
 * role, organizations, for an employee their cases and FMLA hours (where the api allows), and their
 * documents. Someone deleted shows as a former user, read-only.
 */
export function UserProfilePage() {
  const { userId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const labels = useAliasLabels();
  const permissions = useMyPermissions();
  const listType = searchParams.get('listType');
  const backList = isPeopleListType(listType) ? listType : null;
  const backMounted = useIsRouteMounted(backList ? LIST_ROUTES[backList] : 'notFound');
  const { data, error, loading, refetch } = useQuery(USER_PROFILE_QUERY, {
    variables: { userId, organizationId: session.organizationId },
    skip: !userId,
  });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const focus = useRestoreFocus();
  const viewerRole = session.user?.role ?? 'USER';
  const profile = data?.userById;
  const customRoles = useCustomRoles(
    session.organizationId,
    !!profile && permissions?.addUser === true && !!permissions.organizationRoles,
  );

  const back = backList && backMounted && (
    <Link component={RouterLink} to={routeHref(LIST_ROUTES[backList])} sx={{ display: 'inline-block', mb: 1 }}>
      Back to {LIST_TITLES[backList]}
    </Link>
  );

  if (!profile) {
    return (
      <Box sx={{ py: { xs: 2, sm: 3 } }}>
        {back}
        <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
          User Profile
        </Typography>
        {error && !loading ? (
          <RetryAlert onRetry={() => void refetch().catch(() => undefined)}>
            We couldn&apos;t load this profile. Check your connection and try again.
          </RetryAlert>
        ) : (
          <PageLoadState failed={false} onRetry={() => undefined} />
        )}
      </Box>
    );
  }

  const self = profile.id === session.user?.id;
  const former = !!profile.deletedAt;
  const manages = managesRole(viewerRole, profile.role);
  const mayEdit = !former && (self || manages);
  const mayAddUsers = permissions?.addUser === true;
  const mayChangeEmail = !former && canChangeEmailOf(viewerRole, mayAddUsers, profile.role);
  const roleChoices = settableRoles(viewerRole);
  const mayChangeRole = !former && !self && canChangeRoleOf(viewerRole, mayAddUsers, profile.role);
  const mayDelete = !former && !self && canDeleteUser(viewerRole, profile.role);
  const staffViewer = viewerRole !== 'USER';
  const employee = profile.role === 'USER';

  const open = (next: Dialog) => {
    focus.remember();
    setDialog(next);
  };
  const close = (changed: boolean) => {
    setDialog(null);
    if (changed) void refetch().catch(() => undefined);
    focus.restore(() => document.querySelector<HTMLElement>('h1'));
  };

  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      {back}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography component="h1" variant="h4">
              {profile.fullName}
            </Typography>
            {former && <Chip label="Former user" size="small" />}
          </Stack>
          <Typography color="text.secondary">
            {profile.email} · {personRoleLabel(profile, labels)}
          </Typography>
        </Box>
        {mayEdit && (
          <Button variant="outlined" onClick={() => open('edit')}>
            Edit profile
          </Button>
        )}
        {mayChangeEmail && (
          <Button variant="outlined" onClick={() => open('email')}>
            Change e-mail
          </Button>
        )}
        {mayChangeRole && (
          <Button variant="outlined" onClick={() => open('role')}>
            Change role
          </Button>
        )}
        {mayDelete && (
          <Button variant="outlined" color="error" onClick={() => open('delete')}>
            Delete
          </Button>
        )}
      </Stack>
      {former && (
        <Typography sx={{ mb: 2 }} role="note">
          This person was deleted and can no longer sign in. Their cases and timeline remain.
        </Typography>
      )}

      <ProfileSection title="Profile">
        <ProfileDetails profile={profile} />
      </ProfileSection>
      <ProfileSection title="Role">
        <Typography variant="body2">{personRoleLabel(profile, labels)}</Typography>
      </ProfileSection>
      <ProfileSection title="Organizations">
        <ProfileOrganizations profile={profile} fallbackName={session.organizationName} />
      </ProfileSection>
      {employee && staffViewer && <ProfileCases userId={profile.id} />}
      {employee && staffViewer && <ProfileFmlaHours userId={profile.id} />}
      {!employee && !former && (self || staffViewer) && (
        <PrescriberSection userId={profile.id} organizationId={session.organizationId} mayEdit={mayEdit} />
      )}
      {profile.documents && (
        <ProfileSection title="Documents">
          <ProfileDocuments documents={profile.documents} />
        </ProfileSection>
      )}

      {dialog === 'edit' && (
        <EditProfileDialog
          profile={profile}
          organizationId={session.organizationId}
          allowPassword={!self && canSetPassword(viewerRole)}
          onClose={() => close(false)}
          onSaved={() => close(true)}
        />
      )}
      {dialog === 'email' && (
        <ChangeEmailDialog person={profile} onClose={() => close(false)} onChanged={() => close(true)} />
      )}
      {dialog === 'role' && (
        <ChangeRoleDialog
          person={profile}
          roleChoices={roleChoices}
          customRoles={customRoles}
          organizationId={session.organizationId}
          onClose={() => close(false)}
          onChanged={() => close(true)}
        />
      )}
      {dialog === 'delete' && (
        <DeleteUserDialog
          person={profile}
          organizationId={session.organizationId}
          onClose={() => close(false)}
          onDeleted={() => {
            setDialog(null);
            void navigate(backList && backMounted ? routeHref(LIST_ROUTES[backList]) : routeHref('accommodations'));
          }}
        />
      )}
    </Box>
  );
}

export default UserProfilePage;
