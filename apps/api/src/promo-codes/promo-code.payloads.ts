import { Field, ObjectType } from '@nestjs/graphql';
import { MutationPayload } from '../graphql/mutation-payload.js';
import { PromoCode } from './promo-code.model.js';

@ObjectType()
export class PromoCodePayload extends MutationPayload {
  @Field(() => PromoCode, { nullable: true })
  promoCode: PromoCode | null;
}
