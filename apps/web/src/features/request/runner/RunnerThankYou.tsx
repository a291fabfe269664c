import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useIsRouteMounted } from '../../../app/routes/mounted-routes';
import { canAccessRoute, routeHref, ROUTES_BY_ID } from '../../../app/routes/route-table';
import { useSession } from '../../../app/session/use-session';
import { eligibilityHandoffFrom } from '../../partner-landing/eligibility-handoff';
import { SignUpCardCollection } from '../../payment-setup/SignUpCardCollection';
import { describeEmployee } from '../RespondentChoice';
import type { Target } from './respondent-setup';

/**
 * After submitting: the thank-you (focused, so it is read at once) and the ways on; after a partner sign-up
 * whose partner collects payment on sign-up, the card for the case's first charge.
 */
export function RunnerThankYou({
  forEmployee,
  caseId = null,
}: {
  forEmployee: Exclude<Target, 'pending'>;
  caseId?: string | null;
}) {
  const role = useSession().user?.role;
  const myRequestsMounted = useIsRouteMounted('myRequests');
  const canSeeMyRequests = myRequestsMounted && !!role && canAccessRoute(ROUTES_BY_ID.myRequests, { role });
  const heading = useRef<HTMLHeadingElement>(null);
  // After a partner sign-up, the partner's eligibility thank-you (an e-mail within 1-2 business days).
  const partner = eligibilityHandoffFrom(useLocation().state);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <Box sx={{ maxWidth: 760, py: { xs: 2, sm: 4 } }}>
      <Typography component="h1" variant="h4" gutterBottom tabIndex={-1} ref={heading} sx={{ outline: 'none' }}>
        Thank you
      </Typography>
      {partner && (
        <>
          <Typography sx={{ mb: 3 }}>{partner.partnerThankYou}</Typography>
          {partner.collectPayment && caseId && <SignUpCardCollection caseId={caseId} />}
        </>
      )}
      <Typography sx={{ mb: 3, display: partner ? 'none' : undefined }}>
        {forEmployee
          ? `The request was submitted for ${forEmployee.employee ? describeEmployee(forEmployee.employee) : 'the employee'}. Their case team will review it and contact them about the next steps.`
          : 'Your request has been submitted. Your case team will review it and contact you about the next steps.'}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {canSeeMyRequests && (
          <Button component={RouterLink} to={routeHref('myRequests')} variant="contained">
            My Requests
          </Button>
        )}
        <Button component={RouterLink} to="/" variant={canSeeMyRequests ? 'text' : 'contained'}>
          Back to home
        </Button>
      </Stack>
    </Box>
  );
}
