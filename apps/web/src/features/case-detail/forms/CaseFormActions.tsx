import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CaseFormsViewerCanFragment } from '../../../generated/graphql';
import { AnswerFormMenu } from './AnswerFormMenu';

/** The forms area of a case: send a form link, answer a form onto the case, each as the api allows. */
export function CaseFormActions({
  caseId,
  organizationId,
  can,
  onSendLink,
}: {
  caseId: string;
  organizationId: string;
  can: CaseFormsViewerCanFragment;
  onSendLink(trigger: HTMLElement): void;
}) {
  const canSendLink = can.createAnonymousFormToken;
  const canAnswer = can.addFormResponseToCase;
  if (!canSendLink && !canAnswer) return null;
  return (
    <Stack role="group" aria-label="Forms" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {canSendLink && (
        <Button size="small" variant="outlined" onClick={(event) => onSendLink(event.currentTarget)}>
          Send a form link
        </Button>
      )}
      {canAnswer && <AnswerFormMenu caseId={caseId} organizationId={organizationId} />}
    </Stack>
  );
}
