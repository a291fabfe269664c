import { graphql } from '../../../generated';

/** An order as its case page shows it; send details come back null for the employee. */
export const CASE_ORDER_FIELDS = graphql(`
  fragment CaseOrderFields on CaseOrder {
    id
    caseId
    status
    statusChangedAt
    pharmacyName
    lines {
      source
      name
      quantity
      dosage
    }
    trackingNumber
    carrier
    sentAt
    sendError
    nextStatuses
    createdAt
  }
`);

export const CASE_ORDERS_QUERY = graphql(`
  query CaseOrders($caseId: ID!) {
    caseOrders(caseId: $caseId) {
      ...CaseOrderFields
    }
  }
`);

/** What the create dialog offers: the organization's pharmacies and its formulary products. */
export const ORDER_OPTIONS_QUERY = graphql(`
  query CaseOrderOptions {
    organizationPharmacies {
      id
      name
      endpointUrl
    }
    orderFormularyProducts {
      id
      product {
        id
        name
        variants {
          id
          name
          strength
        }
      }
    }
  }
`);

export const CREATE_ORDER_MUTATION = graphql(`
  mutation CreateCaseOrder($input: CreateCaseOrderInput!) {
    createCaseOrder(input: $input) {
      success
      message
      order {
        ...CaseOrderFields
      }
      case {
        id
        orderStatus
      }
      activities {
        ...CaseDetailActivityFields
      }
    }
  }
`);

export const CHANGE_ORDER_STATUS_MUTATION = graphql(`
  mutation ChangeCaseOrderStatus($orderId: ID!, $status: OrderStatus!) {
    changeCaseOrderStatus(orderId: $orderId, status: $status) {
      success
      message
      order {
        ...CaseOrderFields
      }
      case {
        id
        orderStatus
      }
      activities {
        ...CaseDetailActivityFields
      }
    }
  }
`);

export const ADD_ORDER_TRACKING_MUTATION = graphql(`
  mutation AddCaseOrderTracking($orderId: ID!, $trackingNumber: String!, $carrier: String!) {
    addCaseOrderTracking(orderId: $orderId, trackingNumber: $trackingNumber, carrier: $carrier) {
      success
      message
      order {
        ...CaseOrderFields
      }
      activities {
        ...CaseDetailActivityFields
      }
    }
  }
`);
