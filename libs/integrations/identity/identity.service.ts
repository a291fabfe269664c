import { Inject, Injectable } from '@nestjs/common';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { APP_CONFIG, type AppConfig } from '#config';
import { firebaseApp } from './firebase-app.js';
import { VerifiedTokenCache } from './verified-token-cache.js';

export interface NewIdentity {
  uid: string;
  email: string;
  password?: string;
  displayName?: string;
}

/** Firebase Auth through firebase-admin: token verification and account administration. */
@Injectable()
export class IdentityService {
  private readonly auth: Auth;
  private readonly verified = new VerifiedTokenCache();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.auth = getAuth(firebaseApp(config));
  }

  /** The uid of a valid, unexpired ID token; throws for anything else. */
  async verifyIdToken(token: string): Promise<string> {
    const known = this.verified.uidOf(token);
    if (known) return known;
    const decoded = await this.auth.verifyIdToken(token);
    this.verified.remember(token, decoded.uid, decoded.exp);
    return decoded.uid;
  }

  async createIdentity(identity: NewIdentity): Promise<void> {
    await this.auth.createUser({
      uid: identity.uid,
      email: identity.email,
      password: identity.password,
      displayName: identity.displayName,
      emailVerified: false,
    });
  }

  /**
   * Creates the account when it is missing (idempotent seeding). An existing account is left as it is:
   * updating its password would revoke the tokens its user already holds.
   */
  async ensureIdentity(identity: NewIdentity): Promise<'created' | 'exists'> {
    try {
      await this.auth.getUser(identity.uid);
      return 'exists';
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      await this.createIdentity(identity);
      return 'created';
    }
  }

  async deleteIdentity(uid: string): Promise<void> {
    await this.auth.deleteUser(uid);
  }

  /** Deletes the account if there is one: deleting a user twice, or one whose account is gone, is no failure. */
  async removeIdentity(uid: string): Promise<void> {
    try {
      await this.auth.deleteUser(uid);
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    }
  }

  /** Changes the sign-in e-mail, the password or the display name of an existing account. */
  async updateIdentity(
    uid: string,
    changes: { email?: string; password?: string; displayName?: string },
  ): Promise<void> {
    await this.auth.updateUser(uid, {
      ...(changes.email !== undefined ? { email: changes.email, emailVerified: false } : {}),
      ...(changes.password !== undefined ? { password: changes.password } : {}),
      ...(changes.displayName !== undefined ? { displayName: changes.displayName } : {}),
    });
  }

  /** The uid of the account with this e-mail, or null. */
  async uidByEmail(email: string): Promise<string | null> {
    try {
      return (await this.auth.getUserByEmail(email)).uid;
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') return null;
      throw error;
    }
  }

  /** The sign-in provider of the account with this e-mail (password, google.com, …), or null. */
  async providerIdByEmail(email: string): Promise<string | null> {
    try {
      const record = await this.auth.getUserByEmail(email);
      return record.providerData[0]?.providerId ?? 'password';
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') return null;
      throw error;
    }
  }

  async passwordResetLink(email: string, continueUrl: string): Promise<string> {
    return this.auth.generatePasswordResetLink(email, { url: continueUrl });
  }
}
