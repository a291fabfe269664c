import { graphql } from '../../../generated';

/** What adding, changing and deleting payments needs the api to allow. */
export const PAYMENTS_VIEWER_CAN = graphql(`
  fragment PaymentsViewerCan on CaseViewerCan {
    addCasePayment
    updateCasePayment
    deleteCasePayment
  }
`);
