// The subscription the case page of the web app sends (apps/web case-detail-queries.ts), with the
// __typename fields Apollo Client adds, so the api resolves exactly what a browser asks for.
export const CASE_ACTIVITY_SUBSCRIPTION = `subscription CaseDetailActivityAdded($caseId: ID!) {
  caseActivityAdded(caseId: $caseId) {
    ...CaseDetailActivityFields
    __typename
  }
}

fragment CaseDetailActivityFields on CaseActivity {
  id
  type
  createdAt
  payload
  actor {
    ...CaseDetailPersonFields
    __typename
  }
  subjectUser {
    ...CaseDetailPersonFields
    __typename
  }
  __typename
}

fragment CaseDetailPersonFields on CasePerson {
  id
  fullName
  email
  role
  __typename
}`;

/** The graphql-ws subscribe message of one connection (each connection has a single subscription, id "1"). */
export function subscribeMessage(caseId: string): string {
  return JSON.stringify({
    id: '1',
    type: 'subscribe',
    payload: { operationName: 'CaseDetailActivityAdded', query: CASE_ACTIVITY_SUBSCRIPTION, variables: { caseId } },
  });
}
