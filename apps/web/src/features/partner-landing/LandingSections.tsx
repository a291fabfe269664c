import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatPrice, type PartnerLanding } from './partner-landing-model';

/** A landing section: a labelled region with its h2. */
export function Section({ id, title, children, sx }: { id: string; title: string; children: ReactNode; sx?: object }) {
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ py: { xs: 4, md: 6 }, ...sx }}>
      <Box sx={{ maxWidth: 1080, mx: 'auto', px: 2 }}>
        <Typography id={`${id}-heading`} component="h2" variant="h4" sx={{ mb: 3, fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

/** An image with its dimensions (no layout shift), loaded lazily unless it is the first one in view. */
export function LandingImage({
  src,
  alt,
  width,
  height,
  eager = false,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
}) {
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      sx={{ maxWidth: '100%', height: 'auto', objectFit: 'cover', borderRadius: 2 }}
    />
  );
}

/** The three journey steps (spec 001 default texts), each with its optional image. */
export function JourneySteps({ landing }: { landing: PartnerLanding }) {
  const steps = [landing.texts.journeyItem1, landing.texts.journeyItem2, landing.texts.journeyItem3];
  return (
    <Section id="journey" title={landing.texts.journeyTitle}>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {steps.map((step, index) => (
          <Box component="li" key={index} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <LandingImage src={landing.journeyImageUrls[index]} alt="" width={320} height={200} />
            <Typography variant="overline" component="p">
              Step {index + 1}
            </Typography>
            <Typography variant="h6" component="p">
              {step}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

/** The visible bundles, scrolling sideways on small screens; "You Pay" prices when showCarouselPrices. */
export function BundlesCarousel({
  landing,
  onChoose,
}: {
  landing: PartnerLanding;
  onChoose: (bundleId: string) => void;
}) {
  if (landing.bundles.length === 0) return null;
  return (
    <Section id="plans" title="Treatment plans">
      <Box
        component="ul"
        tabIndex={0}
        aria-label="Treatment plans, scroll sideways for more"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: '80%', sm: '45%', md: '31%' },
          gap: 2,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          pb: 1,
        }}
      >
        {landing.bundles.map((bundle) => (
          <Box
            component="li"
            key={bundle.id}
            sx={{
              scrollSnapAlign: 'start',
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              p: 2,
              display: 'flex',
              flexDirection: 'column',
              gap: 1,
            }}
          >
            <LandingImage src={bundle.imageUrl} alt="" width={280} height={160} />
            <Typography component="h3" variant="h6">
              {bundle.name}
            </Typography>
            {bundle.description && <Typography variant="body2">{bundle.description}</Typography>}
            {landing.flags.showCarouselPrices && bundle.price != null && (
              <Typography>
                <span>{landing.texts.paymentLabel}</span>{' '}
                <Box component="strong" sx={{ fontSize: 24 }}>
                  {formatPrice(bundle.price)}
                </Box>
              </Typography>
            )}
            <Box sx={{ flexGrow: 1 }} />
            {bundle.soldOut ? (
              <Typography sx={{ fontWeight: 600 }}>Sold out</Typography>
            ) : (
              landing.flags.allowSelfSignup && (
                <Box
                  component="button"
                  type="button"
                  onClick={() => onChoose(bundle.id)}
                  aria-label={`Choose this plan: ${bundle.name}`}
                  sx={{
                    font: 'inherit',
                    fontWeight: 600,
                    py: 1,
                    px: 2,
                    borderRadius: 1,
                    border: 2,
                    borderColor: 'primary.main',
                    bgcolor: 'transparent',
                    color: 'text.primary',
                    cursor: 'pointer',
                    '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
                  }}
                >
                  Choose this plan
                </Box>
              )
            )}
          </Box>
        ))}
      </Box>
    </Section>
  );
}

export function CategoriesSection({ landing }: { landing: PartnerLanding }) {
  if (!landing.flags.showProductCategoriesInLandingPage || landing.categories.length === 0) return null;
  return (
    <Section id="categories" title="What we treat">
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {landing.categories.map((category) => (
          <Box
            component="li"
            key={category.id}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 4, px: 2, py: 0.5 }}
          >
            {category.name}
          </Box>
        ))}
      </Box>
    </Section>
  );
}

export function TestimonialsSection({ landing }: { landing: PartnerLanding }) {
  if (!landing.flags.showTestimonials || landing.testimonials.length === 0) return null;
  return (
    <Section id="testimonials" title="What our members say">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {landing.testimonials.map((testimonial) => (
          <Box component="li" key={testimonial.id}>
            <Box
              component="figure"
              sx={{ m: 0, p: 2, border: 1, borderColor: 'divider', borderRadius: 2, height: '100%' }}
            >
              <Box component="blockquote" sx={{ m: 0, mb: 1, whiteSpace: 'pre-line' }}>
                {testimonial.text}
              </Box>
              <Box component="figcaption" sx={{ fontWeight: 600 }}>
                {testimonial.name}
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

export function LandingFooter({ landing }: { landing: PartnerLanding }) {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 4, px: 2 }}>
      <Box sx={{ maxWidth: 1080, mx: 'auto', display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        <Typography variant="body2">
          © {new Date().getFullYear()} {landing.name}
        </Typography>
        {landing.footerLinks.length > 0 && (
          <Box component="nav" aria-label="Footer">
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
              {landing.footerLinks.map((link) => (
                <li key={link.href}>
                  <Box
                    component="a"
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={{ color: 'text.primary' }}
                  >
                    {link.label}
                  </Box>
                </li>
              ))}
            </Box>
          </Box>
        )}
      </Box>
    </Box>
  );
}
