import { graphql } from '../../../generated';

/** The case's workflow runs, loaded with the case page's request (staff only: the api gives an employee none). */
export const CASE_WORKFLOW_RUNS_PART = graphql(`
  fragment CaseWorkflowRunsPart on Case {
    workflowRuns {
      id
      trigger
      status
      reason
      attempts
      createdAt
    }
  }
`);
