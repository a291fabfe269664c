// Adds comments to the watched case through the api, as the case team does in the web app.
import { BENCH_API_URL } from '../support/bench-env.js';
import type { FanoutFixture } from './fixture.js';

const ADD_COMMENT = `mutation BenchAddComment($caseId: ID!, $text: String!) {
  addCaseComment(caseId: $caseId, text: $text) { success comment { id } }
}`;

/** Adds one comment, the commenters taking turns, and answers the new comment's id. */
export async function addComment(fixture: FanoutFixture, sequence: number): Promise<string> {
  const commenter = fixture.commenters[sequence % fixture.commenters.length];
  const response = await fetch(BENCH_API_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${commenter.token}` },
    body: JSON.stringify({
      query: ADD_COMMENT,
      variables: { caseId: fixture.caseId, text: `Checked the workstation measurements, step ${sequence}.` },
    }),
  });
  const body = (await response.json()) as {
    data?: { addCaseComment?: { comment?: { id: string } } };
    errors?: unknown[];
  };
  const id = body.data?.addCaseComment?.comment?.id;
  if (!id) throw new Error(`addCaseComment failed: ${JSON.stringify(body.errors ?? body)}`);
  return id;
}
