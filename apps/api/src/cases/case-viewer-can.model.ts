import { Field, ObjectType } from '@nestjs/graphql';

/**
 * What the caller may do on one case right now, one field per case operation (named after it), each
 * decided by the rule that operation runs. True means the operation is not refused for who the caller is
 * or the state the case is in; it may still refuse bad input (an unknown user, an empty text).
 */
@ObjectType()
export class CaseViewerCan {
  @Field({ description: 'Change the title, visit type or product bundle (plan); apply a promo code' })
  updateCase: boolean;

  @Field({ description: 'Move the status to at least one other status (acceptance is for the assignee alone)' })
  changeCaseStatus: boolean;

  @Field({ description: 'Name the assignee' })
  assignCase: boolean;

  @Field({ description: 'Take the assignee off' })
  unassignCase: boolean;

  @Field({ description: 'Take the case on as its assignee (ASSIGNED to IN_PROGRESS)' })
  acceptCase: boolean;

  @Field({ description: 'Add people to the case team' })
  assignUserToCase: boolean;

  @Field({ description: 'Take someone off the case team (the team has someone)' })
  unassignUserFromCase: boolean;

  @Field({ description: 'Name the HR representative' })
  assignCaseHrRep: boolean;

  @Field({ description: 'Take the HR representative off' })
  unassignCaseHrRep: boolean;

  @Field({ description: 'Close the case (force-archive when it has no decision yet)' })
  archiveCase: boolean;

  @Field({ description: 'Reopen an archived or decided case' })
  reopenCase: boolean;

  @Field({ description: 'Escalate a case that is not escalated' })
  escalateCase: boolean;

  @Field({ description: 'Add another escalation' })
  addCaseEscalation: boolean;

  @Field({ description: 'Change an escalation of an escalated case' })
  updateCaseEscalation: boolean;

  @Field({ description: 'Remove an escalation of an escalated case' })
  removeCaseEscalation: boolean;

  @Field({ description: 'Remove every escalation' })
  deEscalateCase: boolean;

  @Field({ description: 'Write a comment' })
  addCaseComment: boolean;

  @Field({ description: 'Mark a comment as seen' })
  acknowledgeCaseComment: boolean;

  @Field({
    description:
      'Delete comments written by others (cvadmin); whoever may comment may delete its own while the case is open',
  })
  deleteCaseComment: boolean;

  @Field({ description: 'Write an internal note' })
  addCaseNote: boolean;

  @Field({ description: 'Mark an internal note as seen' })
  acknowledgeCaseNote: boolean;

  @Field({ description: 'Record a decision with at least one outcome' })
  addCaseDecision: boolean;

  @Field({ description: 'Change the dates of the decisions of the case (when it has some)' })
  updateCaseDecision: boolean;

  @Field({ description: 'Delete a decision of the case (when it has some)' })
  deleteCaseDecision: boolean;

  @Field({ description: 'Send the employee an e-mail or text message' })
  sendCaseMessage: boolean;

  @Field({ description: 'Add files (uploadFile, uploadMultipleFiles)' })
  uploadFile: boolean;

  @Field({ description: 'Delete files of the case' })
  deleteCaseAttachment: boolean;

  @Field({ description: 'Read the support notes of the case' })
  allCaseSupportNotes: boolean;

  @Field({ description: 'Read the consult requests of the case and their threads' })
  allCaseConsultRequests: boolean;

  @Field({ description: 'Ask for a consult (when none is open)' })
  requestCaseConsult: boolean;

  @Field({ description: 'Write in an open consult’s thread, or close it' })
  sendCaseConsultMessage: boolean;

  @Field({ description: 'Add a support note' })
  addCaseSupportNote: boolean;

  @Field({ description: 'Edit, complete or reopen a support note (when it has some)' })
  updateCaseSupportNote: boolean;

  @Field({ description: 'Read the FMLA hours of the submitter of the case' })
  fmlaHoursByUserId: boolean;

  @Field({ description: 'Record FMLA hours for the submitter of the case' })
  addFmlaHours: boolean;

  @Field({ description: 'Answer a form onto the case' })
  addFormResponseToCase: boolean;

  @Field({ description: 'Send a single-use form link for the case' })
  createAnonymousFormToken: boolean;

  @Field({ description: 'Download the case (its PDF and files) as one ZIP: GET /cases/{caseId}/download' })
  downloadCase: boolean;

  @Field({ description: 'Add a payment to the case (Cvadmin, TPA Support)' })
  addCasePayment: boolean;

  @Field({ description: 'Change, mark paid or cancel a payment of the case' })
  updateCasePayment: boolean;

  @Field({ description: 'Delete a payment of the case' })
  deleteCasePayment: boolean;

  @Field({ description: 'Send the employee a single-use link to give a card (the case has an employee)' })
  sendPaymentInfoLink: boolean;

  @Field({ description: 'Read the orders of the case in full (Cvadmin, TPA Support)' })
  caseOrders: boolean;

  @Field({ description: 'Place an order of the case with a pharmacy' })
  createCaseOrder: boolean;

  @Field({ description: "Change an order's status or tracking" })
  changeCaseOrder: boolean;
}
