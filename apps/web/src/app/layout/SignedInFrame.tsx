import { ApolloProvider } from '@apollo/client/react';
import { useSession } from '../session/use-session';
import { AppLayout } from './AppLayout';
import { TaggedInNoteNotice } from './TaggedInNoteNotice';

/**
 * The layout of signed-in pages with the session's api client. Loaded lazily with the layout, so
 * Apollo stays out of the public pages' download.
 */
export function SignedInFrame() {
  const { client } = useSession();
  // Tests may provide the client from outside.
  const frame = (
    <>
      <AppLayout />
      <TaggedInNoteNotice />
    </>
  );
  if (!client) return frame;
  return <ApolloProvider client={client}>{frame}</ApolloProvider>;
}

export default SignedInFrame;
