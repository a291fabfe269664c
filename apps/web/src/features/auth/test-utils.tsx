import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
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
  /** Other routes, each rendering a LocationProbe. */
  otherPaths?: string[];
}

/** Renders a page inside a memory data router (stub the api with stubGraphql). */
export function renderPage({ path, element, initialEntry, otherPaths = [] }: RenderPageOptions) {
  const routes: RouteObject[] = [
    { path, element },
    ...otherPaths.map((other) => ({ path: other, element: <LocationProbe label="At" /> })),
  ];
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const utils = render(<RouterProvider router={router} />);
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

/** One request the page sent to the api, as fetch received it. */
export interface GraphqlCall {
  url: string;
  method: string | undefined;
  headers: Headers;
  body: { query: string; variables: Record<string, unknown>; operationName: string };
}

/** A JSON answer of the api. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A GraphQL error answer (HTTP 200, as the api answers errors raised by resolvers). */
export function graphqlErrorResponse(message: string, extensions: Record<string, unknown>, status = 200): Response {
  return jsonResponse({ errors: [{ message, extensions }], data: null }, status);
}

/**
 * Replaces fetch (vi.stubGlobal; vitest restores it after each test) with one that records each call
 * and answers with `respond` (throw from it to reject like fetch does when offline).
 */
export function stubGraphql(respond: (call: GraphqlCall) => Response | Promise<Response>) {
  const calls: GraphqlCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: GraphqlCall = {
      url: String(input),
      method: init.method,
      headers: new Headers(init.headers),
      body: JSON.parse(String(init.body)) as GraphqlCall['body'],
    };
    calls.push(call);
    return respond(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
