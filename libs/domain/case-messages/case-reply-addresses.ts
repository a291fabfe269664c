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

  /** The case's reply address, made on first use (two makers at once agree on the first token stored). */
  async addressFor(caseRecord: CaseOfReplyAddress): Promise<string> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(CaseReplyAddressEntity)
      .values({ ...caseRecord, token: randomBytes(TOKEN_BYTES).toString('hex') })
      .orIgnore()
      .execute();
    const { token } = await this.dataSource
      .getRepository(CaseReplyAddressEntity)
      .findOneByOrFail({ caseId: caseRecord.caseId, organizationId: caseRecord.organizationId });
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
