import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider, useLocation, type InitialEntry, type RouteObject } from 'react-router';

/** Shows where the router is, for navigation assertions. */
export function LocationProbe({ label }: { label: string }) {
  const location = useLocation();
  return (
    <div data-testid="location">
      {label} {location.pathname}
      {location.search}
    </div>
  );
}

export interface RenderPageOptions {
  path: string;
  element: ReactNode;
  initialEntry: InitialEntry;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** Other routes, each rendering a LocationProbe. */
  otherPaths?: string[];
}

/** Renders a page inside Apollo's MockedProvider and a memory data router. */
export function renderPage({ path, element, initialEntry, mocks = [], otherPaths = [] }: RenderPageOptions) {
  const routes: RouteObject[] = [
    { path, element },
    ...otherPaths.map((other) => ({ path: other, element: <LocationProbe label="At" /> })),
  ];
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const utils = render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { ...utils, router };
}

/** An error as the Firebase Auth SDK rejects with. */
export function authError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { name: 'FirebaseError', code });
}

/** A promise the test settles later. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
