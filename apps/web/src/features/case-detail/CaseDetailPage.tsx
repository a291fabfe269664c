import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { useSession } from '../../app/session/use-session';
import { RequestView } from './RequestView';
import { StaffCaseView } from './StaffCaseView';

/**
 * Case detail (accommodations/cases/:caseId and its alias accommodations/requests/:caseId, every role).
 * An employee sees their own request as a stage tracker with their answers and its timeline; staff see
 * the case with its people, the actions they may take, the answers, escalations and the timeline.
 * Both follow the case live.
 */
export function CaseDetailPage() {
  const { caseId = '' } = useParams();
  const session = useSession();
  const isEmployee = session.user?.role === 'USER';
  return (
    // Keyed by case, so moving to another case starts fresh (dialogs, announcements).
    <Box key={caseId}>{isEmployee ? <RequestView caseId={caseId} /> : <StaffCaseView caseId={caseId} />}</Box>
  );
}

export default CaseDetailPage;
