/** The spec's workflow trigger events as the case page names them. */
export const WORKFLOW_TRIGGER_LABELS: Record<string, string> = {
  FORM_SENT: 'Form sent',
  FORM_ANSWERED: 'Form answered',
  FORM_NOT_SENT: 'Form not sent',
  DECISION_ADDED: 'Decision added',
  ORDER_PLACED: 'Order placed',
};
