import { graphql } from '../../../generated';

/** One timeline entry. */
export const CASE_DETAIL_ACTIVITY_FIELDS = graphql(`
  fragment CaseDetailActivityFields on CaseActivity {
    id
    caseId
    type
    createdAt
    payload
    actor {
      ...CaseDetailPersonFields
    }
    subjectUser {
      ...CaseDetailPersonFields
    }
  }
`);
