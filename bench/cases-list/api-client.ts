// The case list as the web app asks for it: the same operation, fields and headers, over HTTP to the api.
import { Agent } from 'node:http';
import { BENCH_API_URL } from '../support/bench-env.js';
import { post } from '../support/http-post.js';

/** The web app's case list row (apps/web/src/features/cases/cases-list-queries.ts). */
const CASE_LIST_ROW = `
  fragment CaseListRow on Case {
    id shortId title status isArchived isEscalated escalationCategory
    unacknowledgedCommentCount unacknowledgedNoteCount createdAt updatedAt
    submitter { id fullName email }
    assignedTo { id fullName }
  }`;

export const CASES_BY_STATUS_QUERY = `
  query CasesListPage($statuses: [CaseStatus!], $recordsPerPage: Int, $after: String) {
    casesByStatus(statuses: $statuses, recordsPerPage: $recordsPerPage, after: $after) {
      totalCount
      pageInfo { endCursor hasNextPage }
      cases { ...CaseListRow }
    }
  }
  ${CASE_LIST_ROW}`;

export const CASES_METADATA_QUERY = `
  query CasesListCounts {
    casesMetadata { new notConfirmed inProgress outstanding approved denied approvedClosed deniedClosed }
  }`;

export interface CasesPage {
  totalCount: number;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  cases: { id: string; createdAt: string; status: string }[];
}

export type CasesMetadata = Record<string, number>;

export interface CasesByStatusVariables {
  statuses: readonly string[];
  recordsPerPage: number;
  after: string | null;
}

/** The error the api answers when the bearer token is not (or no longer) valid. */
const INVALID_AUTHORIZATION = 'INVALID_AUTHORIZATION';

export class ApiClient {
  private token: Promise<string>;
  /** Kept-alive connections, as many as callers at once. */
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 64 });

  /** `signIn` gives an ID token; it is asked again, once, when the api refuses the current one. */
  constructor(private readonly signIn: () => Promise<string>) {
    this.token = signIn();
  }

  async casesByStatus(variables: CasesByStatusVariables): Promise<CasesPage> {
    return (await this.request<{ casesByStatus: CasesPage }>(CASES_BY_STATUS_QUERY, variables)).casesByStatus;
  }

  async casesMetadata(): Promise<CasesMetadata> {
    return (await this.request<{ casesMetadata: CasesMetadata }>(CASES_METADATA_QUERY, {})).casesMetadata;
  }

  /**
   * Like the web app, a refused token is replaced by a fresh one and the request sent again: an Auth
   * emulator restarted by another run on the machine forgets the accounts it had.
   */
  private async request<T>(query: string, variables: object, retried = false): Promise<T> {
    const token = this.token;
    const response = await post(
      {
        url: BENCH_API_URL,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await token}` },
        body: JSON.stringify({ query, variables }),
      },
      this.agent,
    );
    const body = JSON.parse(response.body) as {
      data?: T;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    if (body.errors?.length || !body.data) {
      const error = body.errors?.[0];
      if (error?.extensions?.code === INVALID_AUTHORIZATION && !retried) {
        // Concurrent callers share one new sign-in.
        if (this.token === token) this.token = this.signIn();
        return this.request(query, variables, true);
      }
      throw new Error(`GraphQL ${response.status}: ${error?.extensions?.code ?? ''} ${error?.message ?? 'no data'}`);
    }
    return body.data;
  }
}
