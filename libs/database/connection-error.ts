/** One readable line for a failed connection, without the password of the URL. */
export function describeConnectionError(error: unknown, url: string): string {
  const safeUrl = new URL(url);
  safeUrl.password = safeUrl.password ? '***' : '';
  const code = (error as { code?: string }).code;
  if (code === 'ECONNREFUSED')
    return `nothing answers at ${safeUrl.host} (${safeUrl.protocol.replace(':', '')}): is it running?`;
  if (error instanceof AggregateError && error.errors.length > 0) return describeConnectionError(error.errors[0], url);
  return error instanceof Error ? error.message : String(error);
}
