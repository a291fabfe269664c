import { graphql } from '../../../generated';

/** What reading, placing and changing orders needs the api to allow. */
export const ORDERS_VIEWER_CAN = graphql(`
  fragment OrdersViewerCan on CaseViewerCan {
    caseOrders
    createCaseOrder
    changeCaseOrder
  }
`);
