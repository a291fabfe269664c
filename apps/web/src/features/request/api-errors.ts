import { graphQLErrorsOfError } from '../../app/apollo/error-codes';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Check your connection and try again.';

/** The server's code and message of a failed operation (the first GraphQL error), or a generic message. */
export function describeError(error: unknown): { code: string | undefined; message: string } {
  const [first] = graphQLErrorsOfError(error);
  if (!first) return { code: undefined, message: GENERIC_ERROR_MESSAGE };
  const code = typeof first.extensions?.code === 'string' ? first.extensions.code : undefined;
  return { code, message: first.message || GENERIC_ERROR_MESSAGE };
}
