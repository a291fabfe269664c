// The operation the staff case page sends, read from the web app's generated documents
// (apps/web/src/generated/graphql.ts, written by `npm run codegen` from case-detail-queries.ts), so the
// benchmark always asks what the page asks. Both the api and the bare baseline answer this very document.
import { readFileSync } from 'node:fs';
import { type DocumentNode, print } from 'graphql';

const GENERATED_DOCUMENTS = new URL('../../../apps/web/src/generated/graphql.ts', import.meta.url);

/** The text of a generated document, e.g. `generatedDocument('CaseDetail')`. */
export function generatedDocument(operationName: string): string {
  const source = readFileSync(GENERATED_DOCUMENTS, 'utf8');
  const line = source
    .split('\n')
    .find((candidate) => candidate.startsWith(`export const ${operationName}Document = {`));
  if (!line) throw new Error(`No generated document ${operationName} in ${GENERATED_DOCUMENTS.pathname}`);
  const json = line.slice(line.indexOf('{'), line.lastIndexOf(' as unknown as DocumentNode'));
  return print(JSON.parse(json) as DocumentNode);
}

export const CASE_DETAIL_DOCUMENT = generatedDocument('CaseDetail');

/**
 * The case's header fields alone: what any request costs before the first item (on the api: identity,
 * guards, limits and the framework; the same case row on both sides).
 */
export const CASE_HEADER_DOCUMENT = `
  query CaseHeader($caseId: ID!) {
    caseById(caseId: $caseId) {
      id
      shortId
      title
      status
    }
  }
`;

/** The page asks for the latest 100 timeline entries (TIMELINE_SIZE). */
export const TIMELINE_SIZE = 100;

export interface CaseDetailResponse {
  data?: {
    caseById: {
      id: string;
      activity: unknown[];
      comments: unknown[];
      notes: unknown[];
      decisions: unknown[];
      assignees: unknown[];
      escalations: unknown[];
      formResponses: unknown[];
    } | null;
  };
  errors?: { message: string; extensions?: { code?: string } }[];
}
