import { useCallback, useEffect, useMemo, useState } from 'react';
import { type Auth, type PasswordPolicy, validatePassword } from 'firebase/auth';
import { firebaseAuth } from './firebase-auth';
import { IDENTITY_ERROR_MESSAGES, identityErrorCode } from './identity-errors';

/**
 * The password policy of the identity service (spec 000 §5, spec 001 §9): minimum length 6 when the
 * policy gives none, optional maximum length, optional lowercase / uppercase / digit / non-alphanumeric
 * requirements, enforcement off by default, only schema version 1 understood.
 */

/** The policy as the identity service describes it (the SDK's PasswordPolicy, flattened). All optional. */
export interface PasswordPolicyDescription {
  schemaVersion?: number;
  minPasswordLength?: number;
  maxPasswordLength?: number;
  containsLowercaseLetter?: boolean;
  containsUppercaseLetter?: boolean;
  containsNumericCharacter?: boolean;
  containsNonAlphanumericCharacter?: boolean;
  /** The characters that count as non-alphanumeric; empty means any character other than a-z, A-Z, 0-9. */
  allowedNonAlphanumericCharacters?: string;
  /** 'ENFORCE' or 'OFF' (anything else counts as off). */
  enforcementState?: string;
}

export const SUPPORTED_PASSWORD_POLICY_SCHEMA_VERSION = 1;
export const DEFAULT_MIN_PASSWORD_LENGTH = 6;

/** The rule that applies when the service gives no policy or one we cannot read. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicyDescription = Object.freeze({
  schemaVersion: SUPPORTED_PASSWORD_POLICY_SCHEMA_VERSION,
  minPasswordLength: DEFAULT_MIN_PASSWORD_LENGTH,
  enforcementState: 'OFF',
});

export const UNSUPPORTED_POLICY_MESSAGE = IDENTITY_ERROR_MESSAGES['auth/unsupported-password-policy-schema-version'];

export interface ResolvedPasswordPolicy {
  minLength: number;
  maxLength?: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireDigit: boolean;
  requireNonAlphanumeric: boolean;
  allowedNonAlphanumericCharacters: string;
  /** Whether the service rejects passwords that miss the character rules. */
  enforced: boolean;
  /** False when the policy's schema version is not supported and the default rule applies instead. */
  supported: boolean;
  /** Set when the default rule replaces an unsupported policy. */
  notice?: string;
}

export type PasswordRuleId = 'minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'digit' | 'nonAlphanumeric';

export interface PasswordRule {
  id: PasswordRuleId;
  label: string;
  met: boolean;
  /** Required rules block the form; the others are shown as recommendations (policy not enforced). */
  required: boolean;
}

export interface PasswordEvaluation {
  rules: PasswordRule[];
  /** Every rule met. */
  allMet: boolean;
  /** Every required rule met: the password may be submitted. */
  meetsRequirements: boolean;
  enforced: boolean;
  notice: string | null;
}

function positiveInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** Normalizes a policy description; an unsupported schema version falls back to the default rule with a notice. */
export function resolvePasswordPolicy(policy?: PasswordPolicyDescription | null): ResolvedPasswordPolicy {
  const version = policy?.schemaVersion ?? SUPPORTED_PASSWORD_POLICY_SCHEMA_VERSION;
  if (version !== SUPPORTED_PASSWORD_POLICY_SCHEMA_VERSION) {
    return { ...resolvePasswordPolicy(DEFAULT_PASSWORD_POLICY), supported: false, notice: UNSUPPORTED_POLICY_MESSAGE };
  }
  // The identity service never accepts fewer than 6 characters, whatever a policy says.
  const minLength = Math.max(
    positiveInteger(policy?.minPasswordLength) ?? DEFAULT_MIN_PASSWORD_LENGTH,
    DEFAULT_MIN_PASSWORD_LENGTH,
  );
  const max = positiveInteger(policy?.maxPasswordLength);
  return {
    minLength,
    maxLength: max !== undefined && max >= minLength ? max : undefined,
    requireLowercase: policy?.containsLowercaseLetter === true,
    requireUppercase: policy?.containsUppercaseLetter === true,
    requireDigit: policy?.containsNumericCharacter === true,
    requireNonAlphanumeric: policy?.containsNonAlphanumericCharacter === true,
    allowedNonAlphanumericCharacters: policy?.allowedNonAlphanumericCharacters ?? '',
    enforced: policy?.enforcementState === 'ENFORCE',
    supported: true,
  };
}

// Character classes as the identity service counts them (ASCII letters and digits).
const isLower = (c: string) => c >= 'a' && c <= 'z';
const isUpper = (c: string) => c >= 'A' && c <= 'Z';
const isDigit = (c: string) => c >= '0' && c <= '9';

function characterCount(password: string): number {
  return [...password].length;
}

/** Evaluates a password against a policy: the rules to show, with met / not met. Pure. */
export function evaluatePassword(
  password: string,
  policy?: PasswordPolicyDescription | ResolvedPasswordPolicy | null,
): PasswordEvaluation {
  const resolved = policy && 'minLength' in policy ? policy : resolvePasswordPolicy(policy);
  const chars = [...password];
  const length = characterCount(password);
  const allowed = resolved.allowedNonAlphanumericCharacters;
  const isSpecial = (c: string) => (allowed ? allowed.includes(c) : !isLower(c) && !isUpper(c) && !isDigit(c));
  const rules: PasswordRule[] = [
    {
      id: 'minLength',
      label: `At least ${resolved.minLength} characters`,
      met: length >= resolved.minLength,
      required: true,
    },
  ];
  if (resolved.maxLength !== undefined) {
    rules.push({
      id: 'maxLength',
      label: `At most ${resolved.maxLength} characters`,
      met: length <= resolved.maxLength,
      required: resolved.enforced,
    });
  }
  if (resolved.requireLowercase) {
    rules.push({ id: 'lowercase', label: 'A lowercase letter (a–z)', met: chars.some(isLower), required: resolved.enforced });
  }
  if (resolved.requireUppercase) {
    rules.push({ id: 'uppercase', label: 'An uppercase letter (A–Z)', met: chars.some(isUpper), required: resolved.enforced });
  }
  if (resolved.requireDigit) {
    rules.push({ id: 'digit', label: 'A number (0–9)', met: chars.some(isDigit), required: resolved.enforced });
  }
  if (resolved.requireNonAlphanumeric) {
    rules.push({
      id: 'nonAlphanumeric',
      label: allowed ? `A special character, one of ${allowed}` : 'A special character (not a letter or a number)',
      met: chars.some(isSpecial),
      required: resolved.enforced,
    });
  }
  return {
    rules,
    allMet: rules.every((r) => r.met),
    meetsRequirements: rules.every((r) => r.met || !r.required),
    enforced: resolved.enforced,
    notice: resolved.notice ?? null,
  };
}

/** The SDK's PasswordPolicy as a description (the SDK only hands out schema-version-1 policies). */
export function policyFromSdk(policy: PasswordPolicy): PasswordPolicyDescription {
  const options = policy.customStrengthOptions;
  const schemaVersion = (policy as PasswordPolicy & { schemaVersion?: number }).schemaVersion;
  return {
    schemaVersion: schemaVersion ?? SUPPORTED_PASSWORD_POLICY_SCHEMA_VERSION,
    minPasswordLength: options.minPasswordLength,
    maxPasswordLength: options.maxPasswordLength,
    containsLowercaseLetter: options.containsLowercaseLetter,
    containsUppercaseLetter: options.containsUppercaseLetter,
    containsNumericCharacter: options.containsNumericCharacter,
    containsNonAlphanumericCharacter: options.containsNonAlphanumericCharacter,
    allowedNonAlphanumericCharacters: policy.allowedNonAlphanumericCharacters,
    enforcementState: policy.enforcementState,
  };
}

export interface LoadedPasswordPolicy {
  policy: ResolvedPasswordPolicy;
  /** 'service': read from the identity service; 'default': the local default rule. */
  source: 'service' | 'default';
}

let cachedPolicy: Promise<LoadedPasswordPolicy> | null = null;

/**
 * Reads the project's password policy through the web SDK (GET /v2/passwordPolicy, cached by the SDK).
 * Falls back to the default rule when the service (or the emulator) does not serve one, and when its
 * schema version is not supported (with a notice). Cached for the page's life; `refresh` re-reads it.
 */
export function loadPasswordPolicy(options: { refresh?: boolean; auth?: Auth } = {}): Promise<LoadedPasswordPolicy> {
  if (cachedPolicy && !options.refresh) return cachedPolicy;
  const attempt = readPasswordPolicy(options.auth).then(({ loaded, keep }) => {
    // Not served (the emulator), or offline: the default rule now, and a new attempt next time.
    if (!keep && cachedPolicy === attempt) cachedPolicy = null;
    return loaded;
  });
  cachedPolicy = attempt;
  return attempt;
}

async function readPasswordPolicy(auth?: Auth): Promise<{ loaded: LoadedPasswordPolicy; keep: boolean }> {
  try {
    const status = await validatePassword(auth ?? firebaseAuth(), '');
    return { loaded: { policy: resolvePasswordPolicy(policyFromSdk(status.passwordPolicy)), source: 'service' }, keep: true };
  } catch (error) {
    if (identityErrorCode(error) === 'auth/unsupported-password-policy-schema-version') {
      return { loaded: { policy: resolvePasswordPolicy({ schemaVersion: -1 }), source: 'default' }, keep: true };
    }
    return { loaded: { policy: resolvePasswordPolicy(DEFAULT_PASSWORD_POLICY), source: 'default' }, keep: false };
  }
}

/** Forgets the cached policy (tests). */
export function resetPasswordPolicyCache(): void {
  cachedPolicy = null;
}

export interface PasswordRulesState extends PasswordEvaluation {
  /** True until the policy has been read (the default rule is shown meanwhile). */
  loading: boolean;
  /** Re-reads the policy, e.g. after the service answered password-does-not-meet-requirements. */
  refresh(): void;
}

/** The password rules, with met / not met, for display as the user types. */
export function usePasswordRules(password: string): PasswordRulesState {
  const [policy, setPolicy] = useState<ResolvedPasswordPolicy | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let active = true;
    loadPasswordPolicy({ refresh: version > 0 }).then((loaded) => {
      if (active) setPolicy(loaded.policy);
    });
    return () => {
      active = false;
    };
  }, [version]);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  const evaluation = useMemo(
    () => evaluatePassword(password, policy ?? resolvePasswordPolicy(DEFAULT_PASSWORD_POLICY)),
    [password, policy],
  );
  return { ...evaluation, loading: policy === null, refresh };
}
