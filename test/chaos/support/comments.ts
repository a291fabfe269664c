export interface Answer {
  /** The mutation answered success. */
  ok: boolean;
  /** From sending the request to the whole answer. */
  ms: number;
  /** What went wrong: a GraphQL error, an HTTP status or a network failure (a killed api). */
  error?: string;
}

const ADD_COMMENT = 'mutation($caseId: ID!, $text: String!) { addCaseComment(caseId: $caseId, text: $text) { success } }';

/** One comment through the api's HTTP endpoint, as the web sends it; never throws. */
export async function addComment(apiUrl: string, token: string, caseId: string, text: string): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(`${apiUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: ADD_COMMENT, variables: { caseId, text } }),
      signal: AbortSignal.timeout(30000),
    });
    const body = (await response.json()) as {
      data?: { addCaseComment?: { success: boolean } };
      errors?: { message: string }[];
    };
    const ms = performance.now() - started;
    if (body.data?.addCaseComment?.success) return { ok: true, ms };
    return { ok: false, ms, error: body.errors?.[0]?.message ?? `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, ms: performance.now() - started, error: (error as Error).message };
  }
}

/** Runs `send(0..count-1)` with at most `concurrency` under way at once; answers in index order. */
export async function inParallel<T>(count: number, concurrency: number, send: (index: number) => Promise<T>) {
  const answers: T[] = new Array(count);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const index = next++;
      answers[index] = await send(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, lane));
  return answers;
}

/** Comments sent one after another until stopped, each answer labelled with the phase of the fault it was sent in. */
export class CommentStream {
  /** `phase`: when the comment was sent; `answeredIn`: the phase when its answer came. */
  readonly answers: (Answer & { phase: string; answeredIn: string })[] = [];
  /** Set by the test as the fault goes on ("before", "during", "after"). */
  phase = 'before';
  private stopped = false;
  private running: Promise<void> | undefined;

  constructor(
    private readonly apiUrl: string,
    private readonly token: string,
    private readonly caseId: string,
  ) {}

  start(): this {
    this.running = (async () => {
      for (let index = 0; !this.stopped; index += 1) {
        const phase = this.phase;
        const answer = await addComment(this.apiUrl, this.token, this.caseId, `Stream ${index}`);
        this.answers.push({ ...answer, phase, answeredIn: this.phase });
      }
    })();
    return this;
  }

  answered(phase: string): number {
    return this.answers.filter((answer) => answer.phase === phase).length;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }
}
