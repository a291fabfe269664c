import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PasswordRulesList } from '../auth/PasswordRulesList';
import { usePasswordRules } from '../auth/password-policy';
import { PAYMENT_AFTER_FORM_TEXT } from './eligibility-handoff';
import { formatPrice, type PartnerLanding, type ProfileField } from './partner-landing-model';
import { PROFILE_FIELD_LABELS, type SignUpErrors, type SignUpValues, validateSignUp } from './sign-up-fields';
import { usePartnerSignUp } from './use-partner-sign-up';

const FIELD_ORDER = ['firstName', 'lastName', 'email', 'password'] as const;
const INPUT_TYPES: Partial<Record<ProfileField, string>> = { phoneNumber: 'tel', dob: 'date' };
const AUTOCOMPLETE: Partial<Record<ProfileField, string>> = {
  phoneNumber: 'tel',
  dob: 'bday',
  gender: 'sex',
  address: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  postalCode: 'postal-code',
  country: 'country-name',
};

/**
 * Self sign-up (spec 000 §2): name, e-mail, password (the identity service's policy), the partner's profile
 * fields, an optional referral code, SMS consent when required, and the plan. `email` and `phone` in the
 * query prefill the form.
 */
export function SignUpForm({
  landing,
  headingId,
  initialBundleId = '',
  focusRequest = 0,
}: {
  landing: PartnerLanding;
  headingId: string;
  initialBundleId?: string;
  /** Moves the focus to the first field whenever it changes (and on mount) while above 0. */
  focusRequest?: number;
}) {
  const [params] = useSearchParams();
  const [values, setValues] = useState<SignUpValues>(() => ({
    firstName: '',
    lastName: '',
    email: params.get('email') ?? '',
    password: '',
    referralCode: '',
    smsConsent: false,
    productBundleId: initialBundleId || landing.defaultProductBundleId || '',
    profile: params.get('phone') ? { phoneNumber: params.get('phone') ?? '' } : {},
  }));
  const rules = usePasswordRules(values.password);
  const { submit, submitting, errors, setErrors } = usePartnerSignUp(landing);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const openBundles = landing.bundles.filter((bundle) => !bundle.soldOut);

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('input')?.focus({ preventScroll: true });
  }, [focusRequest]);

  const set = (patch: Partial<SignUpValues>) => setValues((current) => ({ ...current, ...patch }));
  const setProfile = (field: ProfileField, value: string) =>
    setValues((current) => ({ ...current, profile: { ...current.profile, [field]: value } }));

  const focusFirstError = (found: SignUpErrors) => {
    const order = [...FIELD_ORDER, ...landing.selfSignUpProfileFields, 'referralCode', 'smsConsent'] as const;
    const first = order.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    else if (found.form) alertRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignUp(values, {
      profileFields: landing.selfSignUpProfileFields,
      smsRequired: landing.flags.selfSignUpSmsNotificationsRequired,
      passwordOk: rules.meetsRequirements,
    });
    if (Object.keys(found).length > 0) {
      setErrors(found);
      requestAnimationFrame(() => focusFirstError(found));
      return;
    }
    const ok = await submit(values);
    if (!ok) requestAnimationFrame(() => alertRef.current?.focus());
  };

  const textField = (name: 'firstName' | 'lastName' | 'email' | 'referralCode', label: string, extra: object = {}) => (
    <TextField
      name={name}
      label={label}
      value={values[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      error={!!errors[name]}
      helperText={errors[name]}
      fullWidth
      {...extra}
    />
  );

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
      <Stack spacing={2}>
        {errors.form && (
          <Alert severity="error" ref={alertRef} tabIndex={-1}>
            {errors.form}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {textField('firstName', 'First name', { required: true, autoComplete: 'given-name' })}
          {textField('lastName', 'Last name', { required: true, autoComplete: 'family-name' })}
        </Stack>
        {textField('email', 'E-mail', { required: true, type: 'email', autoComplete: 'email' })}
        <Box>
          <TextField
            name="password"
            label="Password"
            type="password"
            required
            fullWidth
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => set({ password: event.target.value })}
            error={!!errors.password}
            helperText={errors.password}
            slotProps={{ htmlInput: { 'aria-describedby': 'partner-sign-up-password-rules' } }}
          />
          <PasswordRulesList id="partner-sign-up-password-rules" rules={rules.rules} notice={rules.notice} />
        </Box>
        {landing.selfSignUpProfileFields.map((field) => (
          <TextField
            key={field}
            name={field}
            label={PROFILE_FIELD_LABELS[field]}
            type={INPUT_TYPES[field] ?? 'text'}
            required
            fullWidth
            autoComplete={AUTOCOMPLETE[field]}
            value={values.profile[field] ?? ''}
            onChange={(event) => setProfile(field, event.target.value)}
            error={!!errors[field]}
            helperText={errors[field]}
            slotProps={field === 'dob' ? { inputLabel: { shrink: true } } : undefined}
          />
        ))}
        {openBundles.length > 0 && (
          <TextField
            select
            name="productBundleId"
            label="Plan"
            value={values.productBundleId}
            onChange={(event) => set({ productBundleId: event.target.value })}
            fullWidth
          >
            <MenuItem value="">Decide later</MenuItem>
            {openBundles.map((bundle) => (
              <MenuItem key={bundle.id} value={bundle.id}>
                {bundle.name}
                {landing.flags.showCarouselPrices && bundle.price != null
                  ? ` — ${landing.texts.paymentLabel} ${formatPrice(bundle.price)}`
                  : ''}
              </MenuItem>
            ))}
          </TextField>
        )}
        {landing.flags.referralCodeEnabled &&
          textField('referralCode', 'Referral code (optional)', { autoComplete: 'off' })}
        {(landing.flags.selfSignUpSmsNotificationsRequired ||
          landing.selfSignUpProfileFields.includes('phoneNumber')) && (
          <Box>
            <FormControlLabel
              control={
                <Checkbox
                  name="smsConsent"
                  checked={values.smsConsent}
                  onChange={(event) => set({ smsConsent: event.target.checked })}
                  slotProps={{
                    input: {
                      'aria-invalid': !!errors.smsConsent,
                      'aria-describedby': errors.smsConsent ? 'partner-sign-up-sms-error' : undefined,
                    } as object,
                  }}
                />
              }
              label={`I agree to receive SMS notifications about my care${landing.flags.selfSignUpSmsNotificationsRequired ? ' (required)' : ''}`}
            />
            {errors.smsConsent && (
              <FormHelperText id="partner-sign-up-sms-error" error>
                {errors.smsConsent}
              </FormHelperText>
            )}
          </Box>
        )}
        {landing.flags.enableSelfSignupPayment && <Alert severity="info">{PAYMENT_AFTER_FORM_TEXT}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? 'Creating your account…' : 'Sign up'}
        </Button>
      </Stack>
    </Box>
  );
}

export default SignUpForm;
