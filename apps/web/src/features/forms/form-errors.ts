import { errorCodeOf, graphQLErrorsOfError } from '../../app/apollo/error-codes';

export interface ApiProblem {
  message: string;
  code?: string;
  field?: string;
}

const FALLBACK = 'Something went wrong on our side. Please try again in a moment.';

/** The GraphQL errors behind a failed call, with their code and BAD_USER_INPUT field. */
export function apiProblems(error: unknown): ApiProblem[] {
  const errors = graphQLErrorsOfError(error);
  if (errors.length === 0) {
    const offline = error instanceof Error && /fetch|network/i.test(error.message);
    return [{ message: offline ? 'We could not reach the server. Check your connection and try again.' : FALLBACK }];
  }
  return errors.map((graphQLError) => {
    const field = graphQLError.extensions?.field;
    return {
      message: graphQLError.message || FALLBACK,
      code: errorCodeOf(graphQLError),
      field: typeof field === 'string' ? field : undefined,
    };
  });
}

/** The message without the api's leading "field: " (e.g. "questions.2.options: …" → "…"). */
export function messageWithoutField(problem: ApiProblem): string {
  const prefix = problem.field ? `${problem.field}: ` : '';
  return prefix && problem.message.startsWith(prefix) ? problem.message.slice(prefix.length) : problem.message;
}

/** The message for the summary: a question's field named by its position ("Question 3: …"). */
export function summaryMessage(problem: ApiProblem): string {
  const match = problem.field ? /^questions\.(\d+)/.exec(problem.field) : null;
  return match ? `Question ${Number(match[1]) + 1}: ${messageWithoutField(problem)}` : problem.message;
}
