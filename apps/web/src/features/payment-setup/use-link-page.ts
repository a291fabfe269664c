import { useEffect, useRef, useState } from 'react';
import { PublicGraphqlError } from '../auth/public-graphql';
import type { ConfirmOutcome } from './card-confirmation';

export type LinkPageState<L> =
  | { status: 'loading' }
  | { status: 'invalid' }
  | { status: 'failed' }
  | { status: 'ready'; link: L }
  | { status: 'done'; link: L };

/**
 * The state of a public payment-link page (saving a card, completing a payment): the link is loaded (an unknown
 * one is `invalid`, a failure `failed` with `retry`), the card field asks for its intent's secret through
 * `start` (an ILLEGAL_STATE refusal shows the api's words, anything else `startFailed`), and its outcome
 * moves the page to `done` or shows the error. The heading takes the focus when done, the error when shown.
 */
export function useLinkPage<L>(
  tokenId: string,
  load: (tokenId: string, signal: AbortSignal) => Promise<L>,
  initiate: (tokenId: string) => Promise<string>,
  startFailed: string,
) {
  const [state, setState] = useState<LinkPageState<L>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(tokenId, controller.signal).then(
      (link) => setState({ status: 'ready', link }),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: PublicGraphqlError.is(failure) && failure.code === 'NOT_FOUND' ? 'invalid' : 'failed' });
      },
    );
    return () => controller.abort();
    // `load` is the page's own constant request: the link is loaded again for another token or a retry only.
  }, [tokenId, attempt]);

  useEffect(() => {
    if (state.status === 'done') headingRef.current?.focus();
  }, [state.status]);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const start = async (): Promise<string> => {
    setError(null);
    try {
      return await initiate(tokenId);
    } catch (failure) {
      throw new Error(
        PublicGraphqlError.is(failure) && failure.code === 'ILLEGAL_STATE' ? failure.message : startFailed,
        { cause: failure },
      );
    }
  };
  const done = (outcome: ConfirmOutcome) => {
    if (outcome.ok && (state.status === 'ready' || state.status === 'done'))
      setState({ status: 'done', link: state.link });
    else if (!outcome.ok) setError(outcome.message);
  };
  const link = state.status === 'ready' || state.status === 'done' ? state.link : null;
  return { state, link, error, headingRef, errorRef, start, done, retry: () => setAttempt((value) => value + 1) };
}
