import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useToast } from '../../app/notifications/use-toast';
import { useSession } from '../../app/session/use-session';
import type { SelfSignUpProfileField } from '../../generated/graphql';
import { RetryAlert } from '../../shared/RetryAlert';
import { describeError } from '../request/api-errors';
import { PartnerImagesSection } from './PartnerImagesSection';
import { FaqEditor, TestimonialsEditor } from './PartnerListEditors';
import { PartnerPreview } from './PartnerPreview';
import { PartnerWebhooksSection } from './PartnerWebhooksSection';
import {
  draftProblems,
  FLAG_LABELS,
  type FlagKey,
  LINK_LABELS,
  type LinkKey,
  type PartnerDraft,
  type PartnerInfo,
  SIGN_UP_FIELD_LABELS,
  TEXT_LABELS,
  type TextKey,
  toDraft,
  toInfoInput,
} from './partner-draft';
import {
  PARTNER_BRAND_QUERY,
  PARTNER_INTEGRATION_INFO_QUERY,
  UPDATE_PARTNER_FAQ_MUTATION,
  UPDATE_PARTNER_INTEGRATION_INFO_MUTATION,
  UPDATE_TESTIMONIALS_MUTATION,
} from './partner-queries';
import { SaveBar } from './SaveBar';

/**
 * The partner's storefront settings (organization settings `?tab=partner`, partner organizations only):
 * links, switches, sign-up fields, landing texts, colours, FAQ, testimonials and images, with a preview of
 * the landing page drawn from the unsaved values. The api decides who may edit (edit_settings).
 */
export function PartnerTab() {
  const session = useSession();
  const organizationId = session.organizationId ?? '';
  const brand = useQuery(PARTNER_BRAND_QUERY, { variables: { organizationId }, skip: !organizationId });
  const [create, creating] = useMutation(UPDATE_PARTNER_INTEGRATION_INFO_MUTATION, {
    refetchQueries: ['PartnerBrand'],
  });
  const info = brand.data?.organizationBrandInfo;

  if (!info) {
    if (brand.error && !brand.loading)
      return (
        <RetryAlert onRetry={() => void brand.refetch()}>
          We couldn&apos;t load the partner settings. Check your connection and try again.
        </RetryAlert>
      );
    return <Skeleton variant="rectangular" height={240} aria-label="Loading the partner settings" />;
  }
  if (!info.isPartner) return <Alert severity="info">This organization is not a partner organization.</Alert>;
  if (!info.partnerIntegrationInfoId)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info">This partner has no landing page settings yet.</Alert>
        {creating.error && <Alert severity="error">{describeError(creating.error).message}</Alert>}
        <Button
          variant="contained"
          disabled={creating.loading}
          onClick={() => void create({ variables: { input: { organizationId } } }).catch(() => undefined)}
        >
          Set up the landing page
        </Button>
      </Stack>
    );
  return (
    <PartnerInfoLoader
      integrationInfoId={info.partnerIntegrationInfoId}
      organizationId={organizationId}
      organizationName={info.name}
    />
  );
}

function PartnerInfoLoader({
  integrationInfoId,
  organizationId,
  organizationName,
}: {
  integrationInfoId: string;
  organizationId: string;
  organizationName: string;
}) {
  const { data, loading, error, refetch } = useQuery(PARTNER_INTEGRATION_INFO_QUERY, {
    variables: { integrationInfoId },
  });
  if (!data) {
    if (error && !loading)
      return (
        <RetryAlert onRetry={() => void refetch()}>
          {describeError(error).message ||
            'We couldn’t load the partner settings. Check your connection and try again.'}
        </RetryAlert>
      );
    return <Skeleton variant="rectangular" height={240} aria-label="Loading the partner settings" />;
  }
  return (
    <Stack spacing={2}>
      <PartnerForm
        key={integrationInfoId}
        organizationId={organizationId}
        organizationName={organizationName}
        info={data.organizationPartnerIntegrationInfo}
        initial={toDraft(data.organizationPartnerIntegrationInfo, data.getPartnerIntegrationTestimonials)}
      />
      {/* Outside the settings form: its dialogs' submits must not save the partner settings. */}
      <PartnerWebhooksSection organizationId={organizationId} />
    </Stack>
  );
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-heading`} sx={{ p: 2 }}>
      <Typography id={`${id}-heading`} component="h2" variant="h6">
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {description}
        </Typography>
      )}
      <Box sx={{ mt: 1 }}>{children}</Box>
    </Paper>
  );
}

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

function PartnerForm({
  organizationId,
  organizationName,
  info,
  initial,
}: {
  organizationId: string;
  organizationName: string;
  info: PartnerInfo;
  initial: PartnerDraft;
}) {
  const toast = useToast();
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [showProblems, setShowProblems] = useState(false);
  const [saveInfo] = useMutation(UPDATE_PARTNER_INTEGRATION_INFO_MUTATION);
  const [saveFaq] = useMutation(UPDATE_PARTNER_FAQ_MUTATION);
  const [saveTestimonials] = useMutation(UPDATE_TESTIMONIALS_MUTATION);
  const problems = useMemo(() => draftProblems(draft), [draft]);
  const shown = showProblems ? problems : {};
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const blocked = Object.keys(problems).length > 0;

  const set = <K extends keyof PartnerDraft>(key: K, value: PartnerDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const field = (
    key:
      | 'tagline'
      | 'videoLink'
      | 'webhookUrl'
      | 'favicon'
      | 'contactEmail'
      | 'contactPhone'
      | 'paymentPublishableKey'
      | 'monthlyCost',
    label: string,
    helper?: string,
  ) => (
    <TextField
      id={`partner-${key}`}
      label={label}
      value={draft[key]}
      onChange={(event) => set(key, event.target.value)}
      error={Boolean(shown[key])}
      helperText={shown[key] ?? helper}
      slotProps={{ htmlInput: { maxLength: 2000 } }}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || saving) return;
    if (blocked) {
      setShowProblems(true);
      setProblem('Some fields need attention before saving.');
      return;
    }
    setSaving(true);
    setProblem(undefined);
    try {
      const input = toInfoInput(organizationId, draft);
      const infoAnswer = await saveInfo({
        variables: {
          input: { ...input, selfSignUpProfileFields: input.selfSignUpProfileFields as SelfSignUpProfileField[] },
        },
      });
      const faqAnswer = await saveFaq({
        variables: {
          input: { organizationId, entries: draft.faq.map(({ id, question, answer }) => ({ id, question, answer })) },
        },
      });
      const testimonialsAnswer = await saveTestimonials({
        variables: {
          input: {
            organizationId,
            testimonials: draft.testimonials.map(({ id, rating, customerName, title, content, isVerified }) => ({
              id,
              rating,
              customerName,
              title,
              content,
              isVerified,
            })),
          },
        },
      });
      const savedInfo = infoAnswer.data?.updateOrganizationPartnerIntegrationInfo.partnerIntegrationInfo;
      const faq = faqAnswer.data?.updatePartnerIntegrationFAQ.faq;
      const testimonials = testimonialsAnswer.data?.updateOrganizationTestimonials.testimonials;
      if (savedInfo && faq && testimonials) {
        const next = toDraft({ ...savedInfo, faq }, testimonials);
        setSaved(next);
        setDraft(next);
      }
      setShowProblems(false);
      toast.success('Partner settings saved');
    } catch (failure) {
      setProblem(describeError(failure).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' } }}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Partner settings">
        <Stack spacing={2}>
          <Section
            id="partner-general"
            title="Landing page"
            description={`Public address: partner/${info.linkName ?? ''}`}
          >
            <Box sx={twoColumns}>
              {field('tagline', 'Tagline')}
              {field('monthlyCost', 'Monthly cost (USD)')}
              {field('videoLink', 'Video link')}
              {field('favicon', 'Favicon address', 'Empty: the organization’s favicon')}
              {field('contactEmail', 'Contact e-mail')}
              {field('contactPhone', 'Contact phone')}
              {field('webhookUrl', 'Webhook address', 'Never shown publicly')}
              {field('paymentPublishableKey', 'Payment publishable key', 'The card form’s public key (pk_…)')}
            </Box>
          </Section>
          <Section
            id="partner-links"
            title="Links"
            description="http:// or https:// addresses; leave empty to hide a link."
          >
            <Box sx={twoColumns}>
              {(Object.keys(LINK_LABELS) as LinkKey[]).map((key) => (
                <TextField
                  key={key}
                  id={`partner-links-${key}`}
                  label={LINK_LABELS[key]}
                  value={draft.links[key]}
                  onChange={(event) => set('links', { ...draft.links, [key]: event.target.value })}
                  error={Boolean(shown[`links.${key}`])}
                  helperText={shown[`links.${key}`]}
                  slotProps={{ htmlInput: { maxLength: 2000 } }}
                />
              ))}
            </Box>
          </Section>
          <Section id="partner-flags" title="Switches">
            <FormGroup>
              {(Object.keys(FLAG_LABELS) as FlagKey[]).map((key) => (
                <Box key={key} sx={{ mb: 1 }}>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={draft.flags[key]}
                        onChange={(event) => set('flags', { ...draft.flags, [key]: event.target.checked })}
                        slotProps={{ input: { 'aria-describedby': `partner-flag-${key}-help` } }}
                      />
                    }
                    label={FLAG_LABELS[key].label}
                  />
                  <FormHelperText id={`partner-flag-${key}-help`} sx={{ mt: 0, ml: 6 }}>
                    {FLAG_LABELS[key].help}
                  </FormHelperText>
                </Box>
              ))}
            </FormGroup>
          </Section>
          <Section
            id="partner-sign-up"
            title="Sign-up fields"
            description="What self sign-up asks besides name and e-mail."
          >
            <FormGroup row>
              {Object.entries(SIGN_UP_FIELD_LABELS).map(([key, label]) => (
                <FormControlLabel
                  key={key}
                  label={label}
                  control={
                    <Checkbox
                      checked={draft.selfSignUpProfileFields.includes(key)}
                      onChange={(event) =>
                        set(
                          'selfSignUpProfileFields',
                          event.target.checked
                            ? [...draft.selfSignUpProfileFields, key]
                            : draft.selfSignUpProfileFields.filter((f) => f !== key),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormControlLabel
              label="SMS notifications consent required at sign-up"
              control={
                <Switch
                  checked={draft.selfSignUpSmsNotificationsRequired}
                  onChange={(event) => set('selfSignUpSmsNotificationsRequired', event.target.checked)}
                />
              }
            />
          </Section>
          <Section id="partner-texts" title="Landing texts" description="Leave a text empty to use the default.">
            <Box sx={twoColumns}>
              {(Object.keys(TEXT_LABELS) as TextKey[]).map((key) => (
                <TextField
                  key={key}
                  id={`partner-texts-${key}`}
                  label={TEXT_LABELS[key].label}
                  value={draft.texts[key]}
                  multiline={TEXT_LABELS[key].multiline}
                  onChange={(event) => set('texts', { ...draft.texts, [key]: event.target.value })}
                  slotProps={{ htmlInput: { maxLength: 2000 } }}
                />
              ))}
            </Box>
          </Section>
          <Section id="partner-colours" title="Colours">
            <Box sx={twoColumns}>
              {(
                [
                  ['primaryColor', 'Primary colour'],
                  ['faqGradientColor', 'FAQ gradient colour'],
                ] as const
              ).map(([key, label]) => (
                <Stack key={key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <Box
                    component="input"
                    type="color"
                    aria-label={`${label} picker`}
                    value={/^#[0-9a-fA-F]{6}$/.test(draft[key]) ? draft[key] : '#000000'}
                    onChange={(event: React.ChangeEvent<HTMLInputElement>) => set(key, event.target.value)}
                    sx={{ width: 56, height: 56, p: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}
                  />
                  <TextField
                    id={`partner-${key}`}
                    label={label}
                    value={draft[key]}
                    onChange={(event) => set(key, event.target.value)}
                    error={Boolean(shown[key])}
                    helperText={shown[key] ?? 'Hex, like #71d1ac'}
                    slotProps={{ htmlInput: { maxLength: 7 } }}
                  />
                </Stack>
              ))}
            </Box>
          </Section>
          <FaqEditor entries={draft.faq} problems={shown} onChange={(faq) => set('faq', faq)} />
          <TestimonialsEditor
            testimonials={draft.testimonials}
            problems={shown}
            onChange={(testimonials) => set('testimonials', testimonials)}
          />
          <SaveBar
            dirty={dirty}
            blocked={false}
            saving={saving}
            problem={problem}
            onDiscard={() => {
              setDraft(saved);
              setProblem(undefined);
              setShowProblems(false);
            }}
            label="Save partner settings"
          />
          <PartnerImagesSection organizationId={organizationId} images={info.images} />
        </Stack>
      </Box>
      <Box sx={{ position: { lg: 'sticky' }, top: { lg: 16 }, alignSelf: 'start' }}>
        <PartnerPreview draft={draft} organizationName={organizationName} />
      </Box>
    </Box>
  );
}
