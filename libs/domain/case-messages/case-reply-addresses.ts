import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import { CaseReplyAddressEntity } from './case-reply-address.entity.js';
import { addressesIn } from './email-addresses.js';

/** 120 random bits in lower-case hex: unguessable and safe in any mailbox. */
const TOKEN_BYTES = 15;
const LOCAL_PART = /^case-([0-9a-f]{30})$/;

export interface CaseOfReplyAddress {
  caseId: string;
  organizationId: string;
}

/**
 * Each case's own reply address, case-{token}@{INBOUND_EMAIL_DOMAIN}, made the first time the case sends
 * an e-mail. An inbound e-mail threads into the case whose address it was sent to.
 */
@Injectable()
export class CaseReplyAddresses {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  /**
   * The case's reply address, made on first use (two makers at once agree on the first token stored).
   * Read first: every e-mail of a case after its first needs one round trip, not an insert and a read.
   */
  async addressFor(caseRecord: CaseOfReplyAddress): Promise<string> {
    const stored = await this.tokenOf(caseRecord);
    if (stored) return this.address(stored);
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(CaseReplyAddressEntity)
      .values({ ...caseRecord, token: randomBytes(TOKEN_BYTES).toString('hex') })
      .orIgnore()
      .execute();
    const token = await this.tokenOf(caseRecord);
    if (!token) throw new Error(`No reply address stored for case ${caseRecord.caseId}`);
    return this.address(token);
  }

  private async tokenOf(caseRecord: CaseOfReplyAddress): Promise<string | null> {
    const [row]: { token: string }[] = await this.dataSource.query(
      'SELECT token FROM case_reply_address WHERE case_id = $1 AND organization_id = $2',
      [caseRecord.caseId, caseRecord.organizationId],
    );
    return row?.token ?? null;
  }

  /** The reply address of a stored token (a send reads the token with its message). */
  address(token: string): string {
    return `case-${token}@${this.config.INBOUND_EMAIL_DOMAIN.toLowerCase()}`;
  }

  /** The case of the first reply address among `headers` (To, then the envelope's recipients), or null. */
  async caseOf(manager: EntityManager, headers: readonly string[]): Promise<CaseOfReplyAddress | null> {
    for (const token of tokensIn(headers, this.config.INBOUND_EMAIL_DOMAIN)) {
      const found = await manager.getRepository(CaseReplyAddressEntity).findOneBy({ token });
      if (found) return { caseId: found.caseId, organizationId: found.organizationId };
    }
    return null;
  }
}

/** The tokens of the reply addresses at `domain` in `headers`, in order. */
export function tokensIn(headers: readonly string[], domain: string): string[] {
  const suffix = `@${domain.toLowerCase()}`;
  return headers
    .flatMap(addressesIn)
    .filter((address) => address.endsWith(suffix))
    .map((address) => LOCAL_PART.exec(address.slice(0, -suffix.length))?.[1])
    .filter((token): token is string => token !== undefined);
}
