import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { badInput, isUuid, notFound, type Principal } from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import { outboundUrlRefusal, parseInput } from '#domain/shared';
import { PharmacyEntity } from './pharmacy.entity.js';

const connectPharmacySchema = z.object({
  pharmacyId: z.string().refine(isUuid, 'must be an id'),
  endpointUrl: z.string().trim().min(1, 'is required').max(2000, 'must be at most 2000 characters'),
});
export type ConnectPharmacyInput = z.input<typeof connectPharmacySchema>;

/**
 * Where a pharmacy takes orders online and the secret both sides sign with (the pharmacy adapter signs the
 * orders; the pharmacy signs its status webhooks). A connection always issues a new secret, shown once: the
 * pharmacy's previous secret stops working at that moment, orders and webhooks alike.
 */
@Injectable()
export class PharmacyConnectionsService {
  private readonly logger = new Logger('Pharmacies');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async connect(
    principal: Principal,
    input: ConnectPharmacyInput,
  ): Promise<{ pharmacy: PharmacyEntity; signingSecret: string }> {
    const data = parseInput(connectPharmacySchema, input);
    const refusal = outboundUrlRefusal(data.endpointUrl, this.config.NODE_ENV, 'endpointUrl');
    if (refusal) throw badInput(refusal, 'endpointUrl');
    const pharmacies = this.dataSource.getRepository(PharmacyEntity);
    const pharmacy = await pharmacies.findOneBy({ id: data.pharmacyId });
    if (!pharmacy) throw notFound();
    const signingSecret = `whsec_${randomBytes(32).toString('base64')}`;
    await pharmacies.update(pharmacy.id, { endpointUrl: data.endpointUrl, signingSecret });
    this.logger.log(`Pharmacy ${pharmacy.id} connected by user ${principal.userId}; a new signing secret was issued`);
    return { pharmacy: { ...pharmacy, endpointUrl: data.endpointUrl }, signingSecret };
  }
}
