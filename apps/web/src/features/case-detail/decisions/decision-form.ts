import type { CaseDecisionInput, VisitType } from '../../../generated/graphql';
import { datesProblems, type Outcome } from './decision-format';
import type { Problems } from './decision-problems';

/** What the Record a decision dialog holds while it is filled in. */
export interface DecisionForm {
  outcome: Outcome | '';
  isIndefinite: boolean;
  startDate: string;
  endDate: string;
  decisionText: string;
  category: string;
  cost: string;
  visitType: VisitType | '';
  medicine: string;
  dosage: string;
  dosingFrequency: string;
  treatmentPeriod: string;
  refillCount: string;
  pharmacyInstructions: string;
  isRefill: boolean;
  isPriorAuthRequested: boolean;
}

export const EMPTY_FORM: DecisionForm = {
  outcome: '',
  isIndefinite: false,
  startDate: '',
  endDate: '',
  decisionText: '',
  category: '',
  cost: '',
  visitType: '',
  medicine: '',
  dosage: '',
  dosingFrequency: '',
  treatmentPeriod: '',
  refillCount: '',
  pharmacyInstructions: '',
  isRefill: false,
  isPriorAuthRequested: false,
};

/** What is wrong with the form before it is sent. */
export function formProblems(form: DecisionForm, isPartner: boolean): Problems {
  const problems: Problems = {};
  if (!form.outcome) problems.outcome = 'Choose an outcome.';
  if (form.outcome && form.outcome !== 'none') Object.assign(problems, datesProblems(form));
  if (form.cost.trim()) {
    const cost = Number(form.cost);
    if (!Number.isFinite(cost) || cost < 0) problems.cost = 'Give the cost as an amount of 0 or more.';
  }
  if (isPartner && form.refillCount.trim()) {
    const count = Number(form.refillCount);
    if (!Number.isInteger(count) || count < 0 || count > 99) problems.refillCount = 'Give a whole number from 0 to 99.';
  }
  return problems;
}

const orNull = (value: string) => value.trim() || null;

/** The api's input for the form: dates only for an outcome, medication only for partner organizations. */
export function toInput(caseId: string, form: DecisionForm, isPartner: boolean): CaseDecisionInput {
  const noDecision = form.outcome === 'none';
  const isIndefinite = !noDecision && form.isIndefinite;
  const input: CaseDecisionInput = {
    caseId,
    isApproved: form.outcome === 'approve',
    isNoDecision: noDecision,
    isIndefinite,
    startDate: noDecision ? null : form.startDate,
    endDate: noDecision || isIndefinite ? null : form.endDate,
    decisionText: orNull(form.decisionText),
    category: orNull(form.category),
    cost: form.cost.trim() ? Number(form.cost) : null,
    visitType: form.visitType || null,
  };
  if (isPartner) {
    Object.assign(input, {
      medicine: orNull(form.medicine),
      dosage: orNull(form.dosage),
      dosingFrequency: orNull(form.dosingFrequency),
      treatmentPeriod: orNull(form.treatmentPeriod),
      refillCount: form.refillCount.trim() ? Number(form.refillCount) : null,
      pharmacyInstructions: orNull(form.pharmacyInstructions),
      isRefill: form.isRefill,
      isPriorAuthRequested: form.isPriorAuthRequested,
    } satisfies Partial<CaseDecisionInput>);
  }
  return input;
}
