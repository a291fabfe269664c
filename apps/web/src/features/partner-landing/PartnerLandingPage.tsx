import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { routeHref } from '../../app/routes/route-table';
import { usePageTitle } from '../../shared/page-title';
import { useInViewOrEngaged } from '../../shared/use-in-view-or-engaged';
import { PublicGraphqlError } from '../auth/public-graphql';
import { readableOnWhite, textOn } from './contrast';
import { FaqAccordion } from './FaqAccordion';
import {
  BundlesCarousel,
  CategoriesSection,
  JourneySteps,
  LandingFooter,
  LandingImage,
  Section,
  TestimonialsSection,
} from './LandingSections';
import { arrivedLanding, takePrefetchedLanding } from './landing-prefetch';
import { loadPartnerLanding } from './load-partner-landing';
import { linkNameFromPath, type PartnerLanding } from './partner-landing-model';
import { SignUpPlaceholder } from './SignUpPlaceholder';
import { usePartnerFavicon } from './use-partner-favicon';

export const NOT_FOUND_TITLE = 'Partner not found';

// The form (with the identity SDK behind it) loads once in view or once the visitor uses the page, not with it.
const SignUpForm = lazy(() => import('./SignUpForm'));
const SignUpDialog = lazy(() => import('./SignUpDialog'));

type Load =
  | { status: 'loading' }
  | { status: 'ready'; landing: PartnerLanding; linkName: string }
  | { status: 'notFound' }
  | { status: 'error' };

/** Ready at once when the page's first script already has the answer (the usual case): no loading paint. */
function initialLoad(linkName: string | undefined): Load {
  const landing = linkName ? arrivedLanding(linkName) : undefined;
  return landing && linkName ? { status: 'ready', landing, linkName } : { status: 'loading' };
}

/** The public landing page of a partner organization (partner/{linkName}, spec 000 §2). */
export function PartnerLandingPage() {
  const { pathname } = useLocation();
  const linkName = linkNameFromPath(pathname);
  const [load, setLoad] = useState<Load>(() => initialLoad(linkName));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!linkName) {
      setLoad({ status: 'notFound' });
      return;
    }
    const controller = new AbortController();
    // What the first render already shows for this page stays; anything else waits for its answer.
    const shown = (current: Load) => attempt === 0 && current.status === 'ready' && current.linkName === linkName;
    setLoad((current) => (shown(current) ? current : { status: 'loading' }));
    const request =
      (attempt === 0 && takePrefetchedLanding(linkName)) || loadPartnerLanding(linkName, { signal: controller.signal });
    request.then(
      (landing) => {
        if (controller.signal.aborted) return;
        setLoad((current) =>
          current.status === 'ready' && current.landing === landing ? current : { status: 'ready', landing, linkName },
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ status: PublicGraphqlError.is(error) && error.code === 'NOT_FOUND' ? 'notFound' : 'error' });
      },
    );
    return () => controller.abort();
  }, [linkName, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (load.status === 'ready') return <Landing landing={load.landing} />;
  return <LandingMessage load={load} onRetry={retry} />;
}

function LandingMessage({ load, onRetry }: { load: Exclude<Load, { status: 'ready' }>; onRetry: () => void }) {
  usePageTitle(load.status === 'notFound' ? NOT_FOUND_TITLE : 'Partner');
  return (
    <Box component="main" id="main-content" sx={{ maxWidth: 640, mx: 'auto', px: 2, py: 8, textAlign: 'center' }}>
      {load.status === 'loading' && <CircularProgress aria-label="Loading the page" />}
      {load.status === 'notFound' && (
        <>
          <Typography component="h1" variant="h4" gutterBottom>
            {NOT_FOUND_TITLE}
          </Typography>
          <Typography>
            We couldn't find this page. Check the address for typing mistakes, or ask the partner for its link.
          </Typography>
        </>
      )}
      {load.status === 'error' && (
        <>
          <Typography component="h1" variant="h4" gutterBottom>
            Something went wrong
          </Typography>
          <Alert severity="error" action={<Button onClick={onRetry}>Try again</Button>} sx={{ textAlign: 'left' }}>
            We couldn't load this page. Check your connection and try again.
          </Alert>
        </>
      )}
    </Box>
  );
}

function Landing({ landing }: { landing: PartnerLanding }) {
  usePageTitle(landing.title);
  usePartnerFavicon(landing.faviconUrl);
  const [modalOpen, setModalOpen] = useState(false);
  const [chosenBundle, setChosenBundle] = useState('');
  const [signUpRef, signUpWanted] = useInViewOrEngaged<HTMLDivElement>();
  // Each request to sign up (the hero button, a plan's button) moves the focus into the form once it is there.
  const [focusRequest, setFocusRequest] = useState(0);
  const brand = useMemo(() => {
    const primary = landing.primaryColor;
    return {
      primary,
      onPrimary: textOn(primary),
      // A partner colour used as text on white must read at 4.5:1; else a darker shade of it is used.
      accentText: readableOnWhite(primary),
      faq: landing.faqGradientColor,
    };
  }, [landing.primaryColor, landing.faqGradientColor]);
  const outer = useTheme();
  const theme = useMemo(
    () =>
      createTheme(outer, {
        palette: { primary: { main: brand.primary, contrastText: brand.onPrimary, dark: brand.accentText } },
      }),
    [outer, brand],
  );

  const startSignUp = (bundleId = '') => {
    setChosenBundle(bundleId);
    setFocusRequest((n) => n + 1);
    if (landing.flags.useModalForSignup) setModalOpen(true);
    else document.getElementById('sign-up')?.scrollIntoView({ behavior: 'smooth' });
  };

  const signUpOpen = landing.flags.allowSelfSignup;
  return (
    <ThemeProvider theme={theme}>
      <Box component="header" sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ maxWidth: 1080, mx: 'auto', display: 'flex', alignItems: 'center', gap: 2 }}>
          {landing.logoUrl ? (
            <LandingImage src={landing.logoUrl} alt={landing.name} width={140} height={40} eager />
          ) : (
            <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
              {landing.name}
            </Typography>
          )}
          <Box sx={{ flexGrow: 1 }} />
          <Link component={RouterLink} to={routeHref('login')} sx={{ color: 'text.primary' }}>
            Sign in
          </Link>
        </Box>
      </Box>
      <Box component="main" id="main-content">
        <Box
          component="section"
          aria-labelledby="hero-heading"
          sx={{ bgcolor: brand.primary, color: brand.onPrimary, py: { xs: 5, md: 8 }, px: 2 }}
        >
          <Box
            sx={{
              maxWidth: 1080,
              mx: 'auto',
              display: 'grid',
              gap: 4,
              gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
              alignItems: 'center',
            }}
          >
            <Box>
              <Typography id="hero-heading" component="h1" variant="h3" sx={{ fontWeight: 700, mb: 2 }}>
                {landing.texts.medicationTitle}
              </Typography>
              {landing.texts.medicationSubtitle && (
                <Typography sx={{ mb: 3, fontSize: 18 }}>{landing.texts.medicationSubtitle}</Typography>
              )}
              {signUpOpen && !landing.flags.hideSeeIfQualifyBtn && (
                <Box
                  component="button"
                  type="button"
                  onClick={() => startSignUp()}
                  sx={{
                    font: 'inherit',
                    fontSize: 18,
                    fontWeight: 700,
                    py: 1.5,
                    px: 3,
                    borderRadius: 8,
                    border: 0,
                    cursor: 'pointer',
                    bgcolor: brand.onPrimary,
                    color: brand.onPrimary === '#ffffff' ? '#1a1a1a' : '#ffffff',
                    '&:focus-visible': { outline: `3px solid ${brand.onPrimary}`, outlineOffset: 3 },
                  }}
                >
                  {landing.texts.qualifyButtonText}
                </Box>
              )}
            </Box>
            <LandingImage src={landing.landingImageUrl} alt="" width={480} height={360} eager />
          </Box>
        </Box>
        <JourneySteps landing={landing} />
        <BundlesCarousel landing={landing} onChoose={startSignUp} />
        <CategoriesSection landing={landing} />
        {signUpOpen && !landing.flags.useModalForSignup && (
          <Section id="sign-up" title="Create your account" sx={{ bgcolor: 'grey.50' }}>
            <Box ref={signUpRef} sx={{ maxWidth: 560 }}>
              {signUpWanted || focusRequest > 0 ? (
                <Suspense fallback={<SignUpPlaceholder />}>
                  <SignUpForm
                    key={chosenBundle}
                    landing={landing}
                    headingId="sign-up-heading"
                    initialBundleId={chosenBundle}
                    focusRequest={focusRequest}
                  />
                </Suspense>
              ) : (
                <SignUpPlaceholder />
              )}
            </Box>
          </Section>
        )}
        <TestimonialsSection landing={landing} />
        {landing.faq.length > 0 && (
          <Section
            id="faq"
            title={landing.texts.faqTitle}
            sx={{ backgroundImage: `linear-gradient(180deg, #ffffff 0%, ${brand.faq}1f 100%)` }}
          >
            <FaqAccordion entries={landing.faq} accent={brand.accentText} />
          </Section>
        )}
      </Box>
      <LandingFooter landing={landing} />
      {signUpOpen && landing.flags.useModalForSignup && focusRequest > 0 && (
        <Suspense fallback={null}>
          <SignUpDialog
            landing={landing}
            open={modalOpen}
            onClose={() => setModalOpen(false)}
            initialBundleId={chosenBundle}
          />
        </Suspense>
      )}
    </ThemeProvider>
  );
}

export default PartnerLandingPage;
