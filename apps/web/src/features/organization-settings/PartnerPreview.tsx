import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { PartnerDraft } from './partner-draft';

/**
 * A compact rendering of the landing page from the unsaved values: the hero, the journey steps, the FAQ and
 * the first testimonial, in the partner's colours. Not interactive; it is a picture of the page.
 */
export function PartnerPreview({ draft, organizationName }: { draft: PartnerDraft; organizationName: string }) {
  const { texts } = draft;
  const testimonial = draft.testimonials[0];
  return (
    <Paper component="section" variant="outlined" aria-labelledby="partner-preview-heading" sx={{ overflow: 'hidden' }}>
      <Typography id="partner-preview-heading" component="h2" variant="h6" sx={{ p: 2, pb: 1 }}>
        Preview
      </Typography>
      <Box data-testid="partner-preview" sx={{ fontSize: 14 }}>
        <Box sx={{ bgcolor: draft.primaryColor, color: '#0b1d17', p: 2 }} data-testid="preview-hero">
          <Typography variant="overline" component="p">
            {organizationName}
          </Typography>
          <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
            {texts.medicationTitle}
          </Typography>
          {texts.medicationSubtitle && <Typography variant="body2">{texts.medicationSubtitle}</Typography>}
          {draft.tagline && <Typography variant="body2">{draft.tagline}</Typography>}
          {!draft.flags.hideSeeIfQualifyBtn && (
            <Box
              component="span"
              sx={{
                display: 'inline-block',
                mt: 1,
                px: 1.5,
                py: 0.5,
                borderRadius: 1,
                bgcolor: '#0b1d17',
                color: '#ffffff',
              }}
            >
              {texts.qualifyButtonText}
            </Box>
          )}
          {draft.monthlyCost && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {texts.paymentLabel} ${draft.monthlyCost} {texts.paymentSubLabel}
            </Typography>
          )}
        </Box>
        <Box sx={{ p: 2 }}>
          <Typography component="p" variant="subtitle2">
            {texts.journeyTitle}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3 }} aria-label="Journey steps">
            {[texts.journeyItem1, texts.journeyItem2, texts.journeyItem3].map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </Box>
        </Box>
        <Box
          sx={{ p: 2, color: '#ffffff', background: `linear-gradient(180deg, ${draft.faqGradientColor}, #1f3140)` }}
          data-testid="preview-faq"
        >
          <Typography component="p" variant="subtitle2">
            {texts.faqTitle}
          </Typography>
          {draft.faq.length === 0 ? (
            <Typography variant="body2">No questions yet.</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {draft.faq.slice(0, 3).map((entry) => (
                <li key={entry.key}>{entry.question || 'Untitled question'}</li>
              ))}
            </Box>
          )}
        </Box>
        {draft.flags.showTestimonials && testimonial && (
          <Box sx={{ p: 2 }} data-testid="preview-testimonial">
            <Rating
              value={testimonial.rating}
              readOnly
              size="small"
              aria-label={`${testimonial.rating} out of 5 stars`}
            />
            {testimonial.title && (
              <Typography component="p" variant="subtitle2">
                {testimonial.title}
              </Typography>
            )}
            <Typography variant="body2">“{testimonial.content}”</Typography>
            <Typography variant="caption" component="p">
              {testimonial.customerName}
              {testimonial.isVerified ? ' · Verified customer' : ''}
            </Typography>
          </Box>
        )}
      </Box>
    </Paper>
  );
}
