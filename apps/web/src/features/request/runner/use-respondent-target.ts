import { useRef, useState } from 'react';
import type { Employee, WhoFor } from '../RespondentChoice';
import type { RespondentSetup, Target } from './respondent-setup';

/**
 * Whom the answers are for, as the page set it up or as staff choose it ("Myself" or an employee), with
 * what is wrong with the choice: no employee chosen yet, or the api refusing to take answers for them.
 */
export function useRespondentTarget(respondent: RespondentSetup) {
  const [whoFor, setWhoFor] = useState<WhoFor>('self');
  const [employee, setEmployee] = useState<Employee | null>(null);
  const [employeeError, setEmployeeError] = useState<string | undefined>(undefined);
  const [respondentError, setRespondentError] = useState<string | null>(null);

  const target: Target =
    respondent.kind === 'fixed'
      ? { id: respondent.id, employee: respondent.employee }
      : respondent.kind === 'choose' && whoFor === 'employee'
        ? employee
          ? { id: employee.id, employee }
          : 'pending'
        : null;
  // Read by saves scheduled from an earlier render.
  const targetRef = useRef<Target>(target);
  targetRef.current = target;

  const chooseWhoFor = (value: WhoFor) => {
    setWhoFor(value);
    setEmployeeError(undefined);
    setRespondentError(null);
  };

  const chooseEmployee = (value: Employee | null) => {
    setEmployee(value);
    setEmployeeError(undefined);
    setRespondentError(null);
  };

  return {
    respondent,
    whoFor,
    employee,
    employeeError,
    setEmployeeError,
    respondentError,
    setRespondentError,
    target,
    targetRef,
    /** The employee the answers are for, once known. */
    forEmployee: target && target !== 'pending' ? target : null,
    chooseWhoFor,
    chooseEmployee,
  };
}

export type RespondentTarget = ReturnType<typeof useRespondentTarget>;
