import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { CaseDetailDecisionFieldsFragment } from '../../../generated/graphql';
import { describeError } from '../../request/api-errors';
import { GENERATE_PRESCRIPTION_MUTATION, PROVIDER_PORTAL_MUTATION } from './prescription-queries';

type Ready = { kind: 'prescription' | 'portal'; url: string };

/**
 * The prescription of a decision that names a medicine, as the api allows (decision.viewerCan): print it (a
 * short-lived PDF link) and sign in to the DoseSpot prescribing portal. Each gives a link to follow rather
 * than opening a window, so nothing is blocked and the link is announced.
 */
export function PrescriptionActions({
  caseId,
  decision,
  position,
}: {
  caseId: string;
  decision: CaseDetailDecisionFieldsFragment;
  position: number;
}) {
  const [generate, generating] = useMutation(GENERATE_PRESCRIPTION_MUTATION);
  const [logIn, loggingIn] = useMutation(PROVIDER_PORTAL_MUTATION);
  const [ready, setReady] = useState<Ready | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const can = decision.viewerCan;
  if (!can.generatePrescription && !can.providerPortalLogInRequest) return null;

  const run = async (kind: Ready['kind']) => {
    setProblem(null);
    setReady(null);
    try {
      if (kind === 'prescription') {
        const answer = (await generate({ variables: { caseId, caseDecisionId: decision.id } })).data
          ?.generatePrescription;
        if (answer?.url) setReady({ kind, url: answer.url });
      } else {
        const answer = (await logIn({ variables: { providerName: 'DOSE_SPOT', caseId } })).data
          ?.providerPortalLogInRequest;
        if (answer?.providerLoggingUrl) setReady({ kind, url: answer.providerLoggingUrl });
      }
    } catch (failure) {
      setProblem(describeError(failure).message);
    }
  };

  return (
    <Box sx={{ mt: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {can.generatePrescription && (
          <Button
            size="small"
            variant="outlined"
            aria-label={`Prescription for decision ${position}`}
            loading={generating.loading}
            onClick={() => void run('prescription')}
          >
            Prescription
          </Button>
        )}
        {can.providerPortalLogInRequest && (
          <Button
            size="small"
            variant="outlined"
            aria-label={`Open DoseSpot for decision ${position}`}
            loading={loggingIn.loading}
            onClick={() => void run('portal')}
          >
            Open DoseSpot
          </Button>
        )}
      </Stack>
      <Box aria-live="polite" sx={{ mt: 0.5 }}>
        {ready?.kind === 'prescription' && (
          <Link href={ready.url} target="_blank" rel="noopener noreferrer">
            Download the prescription (PDF, link valid for a few minutes)
          </Link>
        )}
        {ready?.kind === 'portal' && (
          <Link href={ready.url} target="_blank" rel="noopener noreferrer">
            Continue to DoseSpot (opens in a new tab)
          </Link>
        )}
      </Box>
      {problem && (
        <Box role="alert" sx={{ mt: 0.5, color: 'error.main', typography: 'body2' }}>
          {problem}
        </Box>
      )}
    </Box>
  );
}
