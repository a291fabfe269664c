import { isPartnerLandingPath } from './app/routes/partner-path';
import { rootElement } from './app/root-element';

/**
 * The page's first script chooses what to start. A partner landing page is public and often a visitor's
 * first contact on a phone, so it starts a tree of its own (no identity SDK, no signed-in shell) and asks
 * for its data while that code downloads; every other path starts the app.
 */
function start(): Promise<unknown> {
  if (isPartnerLandingPath(window.location.pathname)) {
    import('./features/partner-landing/landing-prefetch').then(
      ({ prefetchPartnerLanding }) => prefetchPartnerLanding(window.location.pathname),
      // Not fatal: the page asks for its data itself once it renders.
      (error: unknown) => console.warn('The landing data could not be asked for early', error),
    );
    return import('./app/partner-main');
  }
  return import('./app/app-main');
}

start().catch((error: unknown) => {
  // The code could not be fetched (offline, or a deploy replaced it): say so instead of a blank page.
  console.error('The page could not start', error);
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.style.cssText = 'font: 16px/1.5 system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem';
  message.textContent = 'The page could not load. Check your connection and reload the page.';
  rootElement().replaceChildren(message);
});
