// A POST over plain node:http on a kept-alive agent: a load generator's own cost stays low (fetch costs
// about 1 ms of CPU per request, as much as PostgreSQL spends on a case list page) and equal for every target.
import { type Agent, request } from 'node:http';

export interface LoadTarget {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface PostResult {
  status: number;
  body: string;
}

/** One POST on `agent`; the body is read in full (the answer is part of the cost). */
export function post(target: LoadTarget, agent?: Agent): Promise<PostResult> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      target.url,
      {
        method: 'POST',
        agent,
        headers: { ...target.headers, 'content-length': Buffer.byteLength(target.body) },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(target.body);
  });
}
