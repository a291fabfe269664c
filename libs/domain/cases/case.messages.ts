/** Permission messages of the case operations, verbatim from spec 001 §8. */
export const CaseMessages = {
  ASSIGN: 'Not authorized to assign cases',
  ASSIGN_HR_REP: 'Not authorized to assign HR Rep',
  MANAGE: 'Only a case worker can manage this case',
  ACCEPT: 'Not authorized to accept this case',
  ESCALATE: 'Only a case worker can escalate this case',
} as const;
