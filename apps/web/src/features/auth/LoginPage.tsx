import { type FormEvent, useCallback, useRef, useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { signInWithEmailAndPassword } from 'firebase/auth';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSession } from '../../app/session/use-session';
import { AuthPageFrame } from './AuthPageFrame';
import { IDENTITY_PROVIDER_BY_EMAIL } from './auth-documents';
import { describedBy, emailFieldError, emailFromState, isValidEmail, signInReturnPath, useFocusAfterRender } from './auth-helpers';
import { firebaseAuth } from './firebase-auth';
import { identityErrorCode, identityErrorMessage } from './identity-errors';
import { publicGraphql } from './public-graphql';

export const LOGIN_PAGE_TITLE = 'Sign in';

const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  'google.com': 'Google',
  'microsoft.com': 'Microsoft',
  'apple.com': 'Apple',
  'facebook.com': 'Facebook',
  'github.com': 'GitHub',
  'twitter.com': 'X (Twitter)',
  'yahoo.com': 'Yahoo',
  phone: 'a phone number',
  emailLink: 'an e-mail link',
};

/** A readable name for an identity provider id ('google.com' → 'Google'). */
export function identityProviderName(providerId: string): string {
  if (PROVIDER_NAMES[providerId]) return PROVIDER_NAMES[providerId];
  if (providerId.startsWith('saml.') || providerId.startsWith('oidc.')) return "your organization's single sign-on";
  return providerId;
}

/** True when an e-mail's account signs in with a provider other than e-mail and password. */
function usesOtherProvider(providerId: string | null | undefined): providerId is string {
  return typeof providerId === 'string' && providerId !== '' && providerId !== 'password';
}

/** Sign-in errors that concern the password field, and those that concern the e-mail field. */
const PASSWORD_FIELD_CODES = new Set(['auth/wrong-password', 'auth/invalid-credential', 'auth/missing-password']);
const EMAIL_FIELD_CODES = new Set(['auth/invalid-email', 'auth/user-not-found']);

interface FieldErrors {
  email?: string;
  password?: string;
  form?: string;
}

/** Looked-up provider: null = no account, undefined = the lookup failed (sign-in is tried anyway). */
type ProviderLookup = string | null | undefined;

export function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const returnPath = signInReturnPath(location.state);

  const [email, setEmail] = useState(() => emailFromState(location.state));
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [otherProvider, setOtherProvider] = useState<{ email: string; providerId: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const currentEmail = useRef(email);
  const lookups = useRef(new Map<string, Promise<ProviderLookup>>());
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const providerRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const lookUpProvider = useCallback(
    (address: string): Promise<ProviderLookup> => {
      const key = address.trim().toLowerCase();
      let lookup = lookups.current.get(key);
      if (!lookup) {
        lookup = publicGraphql(IDENTITY_PROVIDER_BY_EMAIL, { email: key })
          .then((data): ProviderLookup => data.identityProviderByEmail.providerId ?? null)
          .catch(() => undefined);
        // A failed lookup is asked again next time.
        void lookup.then((value) => value === undefined && lookups.current.delete(key));
        lookups.current.set(key, lookup);
      }
      return lookup;
    },
    [],
  );

  const onEmailChange = (value: string) => {
    setEmail(value);
    currentEmail.current = value;
    if (errors.email) setErrors((previous) => ({ ...previous, email: undefined }));
    if (otherProvider && otherProvider.email.toLowerCase() !== value.trim().toLowerCase()) setOtherProvider(null);
  };

  const onEmailBlur = async () => {
    const address = email.trim();
    if (!isValidEmail(address)) return;
    const providerId = await lookUpProvider(address);
    // Only for the address still in the field.
    if (currentEmail.current.trim().toLowerCase() !== address.toLowerCase()) return;
    if (usesOtherProvider(providerId)) setOtherProvider({ email: address, providerId });
  };

  const chooseDifferentEmail = () => {
    setOtherProvider(null);
    onEmailChange('');
    setPassword('');
    focusAfterRender(() => emailRef.current);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const address = email.trim();
    const found: FieldErrors = { email: emailFieldError(address) };
    if (!otherProvider && !password) found.password = 'Enter your password.';
    if (found.email || found.password) {
      setErrors(found);
      focusAfterRender(() => (found.email ? emailRef.current : passwordRef.current));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const providerId = await lookUpProvider(address);
      if (usesOtherProvider(providerId)) {
        setOtherProvider({ email: address, providerId });
        focusAfterRender(() => providerRef.current);
        return;
      }
      // No account (null) or password: sign in all the same, the identity service answers.
      await signInWithEmailAndPassword(firebaseAuth(), address, password);
      navigate(returnPath, { replace: true });
    } catch (error) {
      const code = identityErrorCode(error);
      const message = identityErrorMessage(error);
      if (code && PASSWORD_FIELD_CODES.has(code)) {
        setErrors({ password: message });
        focusAfterRender(() => passwordRef.current);
      } else if (code && EMAIL_FIELD_CODES.has(code)) {
        setErrors({ email: message });
        focusAfterRender(() => emailRef.current);
      } else {
        setErrors({ form: message });
        focusAfterRender(() => alertRef.current);
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (session.status === 'signedIn') return <Navigate to={returnPath} replace />;

  return (
    <AuthPageFrame title={LOGIN_PAGE_TITLE}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-busy={submitting} aria-label="Sign in">
        <Stack spacing={2}>
          {errors.form && (
            <Alert severity="error" role="alert" id="login-form-error" ref={alertRef} tabIndex={-1}>
              {errors.form}
            </Alert>
          )}
          <TextField
            id="login-email"
            label="E-mail address"
            type="email"
            name="email"
            autoComplete="username"
            required
            fullWidth
            value={email}
            onChange={(event) => onEmailChange(event.target.value)}
            onBlur={() => void onEmailBlur()}
            inputRef={emailRef}
            error={Boolean(errors.email)}
            helperText={errors.email}
            slotProps={{
              input: {
                'aria-describedby': describedBy(errors.email && 'login-email-helper-text', otherProvider && 'login-other-provider'),
              },
              htmlInput: { spellCheck: false, autoCapitalize: 'none' },
            }}
          />
          {otherProvider ? (
            <Stack spacing={2}>
              <Alert severity="info" role="status" id="login-other-provider" ref={providerRef} tabIndex={-1}>
                {otherProvider.email} signs in with {identityProviderName(otherProvider.providerId)}, not with a password.
                Use that sign-in instead, or contact your administrator if you need help.
              </Alert>
              <Button variant="outlined" onClick={chooseDifferentEmail}>
                Use a different e-mail address
              </Button>
            </Stack>
          ) : (
            <>
              <TextField
                id="login-password"
                label="Password"
                type={showPassword ? 'text' : 'password'}
                name="password"
                autoComplete="current-password"
                required
                fullWidth
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  if (errors.password) setErrors((previous) => ({ ...previous, password: undefined }));
                }}
                inputRef={passwordRef}
                error={Boolean(errors.password)}
                helperText={errors.password}
              />
              <FormControlLabel
                sx={{ mt: '0 !important' }}
                control={<Checkbox checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} />}
                label="Show password"
              />
              <Button type="submit" variant="contained" size="large" fullWidth loading={submitting} loadingPosition="start">
                {submitting ? 'Signing in…' : 'Sign in'}
              </Button>
            </>
          )}
          <Link
            component={RouterLink}
            to="/forgot-password"
            state={{ email: email.trim() }}
            variant="body2"
            sx={{ alignSelf: 'flex-start' }}
          >
            Forgot your password?
          </Link>
        </Stack>
      </Box>
    </AuthPageFrame>
  );
}

export default LoginPage;
