import { ApolloProvider } from '@apollo/client/react';
import { useSession } from '../session/use-session';
import { AppLayout } from './AppLayout';

/**
 * The layout of signed-in pages with the session's api client. Loaded lazily with the layout, so
 * Apollo stays out of the public pages' download.
 */
export function SignedInFrame() {
  const { client } = useSession();
  // Tests may provide the client from outside.
  if (!client) return <AppLayout />;
  return (
    <ApolloProvider client={client}>
      <AppLayout />
    </ApolloProvider>
  );
}

export default SignedInFrame;
