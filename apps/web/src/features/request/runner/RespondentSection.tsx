import Alert from '@mui/material/Alert';
import { describeEmployee, RespondentChoice, type Employee, type WhoFor } from '../RespondentChoice';
import type { RespondentTarget } from './use-respondent-target';

interface RespondentSectionProps {
  respondentTarget: RespondentTarget;
  /** A draft is saved for this person: the choice can no longer change. */
  locked: boolean;
  organizationId: string | null;
  onWhoForChange(value: WhoFor): void;
  onEmployeeChange(value: Employee | null): void;
}

/** Whom the request is for: staff's choice, the api's refusal, and the banner naming the employee. */
export function RespondentSection({
  respondentTarget,
  locked,
  organizationId,
  onWhoForChange,
  onEmployeeChange,
}: RespondentSectionProps) {
  const { respondent, whoFor, employee, employeeError, respondentError, forEmployee } = respondentTarget;
  return (
    <>
      {respondent.kind === 'choose' && (
        <RespondentChoice
          locked={locked}
          whoFor={whoFor}
          onWhoForChange={onWhoForChange}
          employee={employee}
          onEmployeeChange={onEmployeeChange}
          canSearch={respondent.canSearch}
          organizationId={organizationId}
          fieldError={employeeError}
          error={respondentError}
        />
      )}
      {respondent.kind === 'fixed' && respondentError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {respondentError}
        </Alert>
      )}
      {forEmployee && (
        <Alert severity="info" role="status" data-testid="respondent-banner" sx={{ mb: 2 }}>
          {forEmployee.employee
            ? `You are answering for ${describeEmployee(forEmployee.employee)}`
            : 'You are answering for an employee'}
        </Alert>
      )}
    </>
  );
}
