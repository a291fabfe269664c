import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAliasLabels } from '../../app/layout/alias-labels';
import type { UserProfileQuery } from '../../generated/graphql';
import { RetryAlert } from '../../shared/RetryAlert';
import { visuallyHidden } from '../../shared/visually-hidden';
import { caseHref } from '../cases/CaseTable';
import { caseStatusLabel } from '../cases/case-status-labels';
import { useDocumentDownload } from '../documents/use-document-download';
import { describeError } from '../request/api-errors';
import { exactTime, relativeTime } from '../request/relative-time';
import { USER_PROFILE_CASES_QUERY, USER_PROFILE_FMLA_QUERY } from './profile-queries';
import { accessRoleLabel } from './role-rules';

type Profile = UserProfileQuery['userById'];

/** A titled part of the profile page. */
export function ProfileSection({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography id={id} component="h2" variant="h6" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

function Loading({ what }: { what: string }) {
  return (
    <Box aria-busy="true">
      <Box component="span" sx={visuallyHidden}>
        Loading {what}…
      </Box>
      <Skeleton variant="rectangular" height={32} />
    </Box>
  );
}

const DETAILS: ReadonlyArray<[keyof Profile, string]> = [
  ['secondaryEmail', 'Secondary e-mail'],
  ['phoneNumber', 'Phone number'],
  ['employeeId', 'Employee ID'],
  ['department', 'Department'],
  ['jobTitle', 'Job title'],
  ['directSupervisor', 'Direct supervisor'],
  ['title', 'Title'],
  ['titleSuffix', 'Title suffix'],
  ['gender', 'Gender'],
  ['dob', 'Date of birth'],
  ['hoursWorkedPerWeek', 'Hours worked per week'],
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['postalCode', 'Postal code'],
  ['country', 'Country'],
];

/** The profile's fields as a description list; empty fields are left out. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const shown = DETAILS.filter(([key]) => profile[key] !== null && profile[key] !== undefined && profile[key] !== '');
  if (shown.length === 0) return <Typography variant="body2">No details yet.</Typography>;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {shown.map(([key, label]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {String(profile[key])}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The organizations the person belongs to, with their role in each. */
export function ProfileOrganizations({ profile, fallbackName }: { profile: Profile; fallbackName: string | null }) {
  const labels = useAliasLabels();
  if (profile.organizationAccess.length === 0) {
    return <Typography variant="body2">{fallbackName ?? 'No organization'}</Typography>;
  }
  return (
    <List dense aria-label="Organizations">
      {profile.organizationAccess.map((access) => (
        <ListItem key={access.organizationId} disableGutters>
          <ListItemText primary={access.organizationName} secondary={accessRoleLabel(access.role, labels)} />
        </ListItem>
      ))}
    </List>
  );
}

/** The cases the employee submitted; left out when the api does not let the viewer list them. */
export function ProfileCases({ userId }: { userId: string }) {
  const { data, error, loading, refetch } = useQuery(USER_PROFILE_CASES_QUERY, { variables: { submitterId: userId } });
  if (error && describeError(error).code === 'FORBIDDEN') return null;
  let body: ReactNode;
  if (loading && !data) body = <Loading what="cases" />;
  else if (error && !data) {
    body = (
      <RetryAlert onRetry={() => void refetch().catch(() => undefined)}>We couldn&apos;t load their cases.</RetryAlert>
    );
  } else if (!data || data.allCasesBySubmitter.length === 0) {
    body = <Typography variant="body2">No cases yet.</Typography>;
  } else {
    body = (
      <Table size="small" aria-label="Their cases">
        <TableHead>
          <TableRow>
            <TableCell>Case</TableCell>
            <TableCell>Title</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Created</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.allCasesBySubmitter.map((row) => (
            <TableRow key={row.id}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{row.shortId}</TableCell>
              <TableCell>
                <Link component={RouterLink} to={caseHref(row.id)}>
                  {row.title}
                </Link>
              </TableCell>
              <TableCell>{caseStatusLabel(row.status, row.isArchived)}</TableCell>
              <TableCell>
                <Box component="time" dateTime={row.createdAt} title={exactTime(row.createdAt)}>
                  {relativeTime(row.createdAt)}
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }
  return <ProfileSection title="Cases">{body}</ProfileSection>;
}

/** The employee's FMLA hours; left out when the api refuses the viewer (only some may read them). */
export function ProfileFmlaHours({ userId }: { userId: string }) {
  const { data, error, loading, refetch } = useQuery(USER_PROFILE_FMLA_QUERY, { variables: { userId } });
  if (error && describeError(error).code === 'FORBIDDEN') return null;
  let body: ReactNode;
  if (loading && !data) body = <Loading what="FMLA hours" />;
  else if (error && !data) {
    body = (
      <RetryAlert onRetry={() => void refetch().catch(() => undefined)}>
        We couldn&apos;t load their FMLA hours.
      </RetryAlert>
    );
  } else {
    const entries = data?.fmlaHoursByUserId ?? [];
    const taken = entries.reduce((sum, entry) => sum + entry.fmlaHoursTaken, 0);
    const missed = entries.reduce((sum, entry) => sum + entry.workHoursMissed, 0);
    body =
      entries.length === 0 ? (
        <Typography variant="body2">No FMLA hours recorded.</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {taken} FMLA hours taken, {missed} work hours missed in total.
          </Typography>
          <Table size="small" aria-label="FMLA hours">
            <TableHead>
              <TableRow>
                <TableCell>Recorded</TableCell>
                <TableCell align="right">FMLA hours taken</TableCell>
                <TableCell align="right">Work hours missed</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>
                    <Box component="time" dateTime={entry.createdAt} title={exactTime(entry.createdAt)}>
                      {relativeTime(entry.createdAt)}
                    </Box>
                  </TableCell>
                  <TableCell align="right">{entry.fmlaHoursTaken}</TableCell>
                  <TableCell align="right">{entry.workHoursMissed}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      );
  }
  return <ProfileSection title="FMLA hours">{body}</ProfileSection>;
}

/** The person's own documents (USER_DOCUMENT), each downloadable. */
export function ProfileDocuments({ documents }: { documents: NonNullable<Profile['documents']> }) {
  const { download, downloading } = useDocumentDownload();
  if (documents.length === 0) return <Typography variant="body2">No documents yet.</Typography>;
  return (
    <List dense aria-label="Documents">
      {documents.map((document) => (
        <ListItem
          key={document.id}
          disableGutters
          secondaryAction={
            <Button
              size="small"
              onClick={() => void download(document.id)}
              disabled={downloading === document.id}
              aria-label={`Download ${document.fileName}`}
            >
              Download
            </Button>
          }
        >
          <ListItemText primary={document.fileName} secondary={relativeTime(document.createdAt)} />
        </ListItem>
      ))}
    </List>
  );
}
