import { Field, ID, ObjectType } from '@nestjs/graphql';
import { CaseChangePayload } from '../cases/case-change-payload.js';
import { MutationPayload } from '../graphql/mutation-payload.js';
import { Form, FormResponse, FormVersion } from './form.model.js';

@ObjectType()
export class FormPayload extends MutationPayload {
  @Field(() => Form, { nullable: true })
  form: Form | null;
}

/** Answers on a case record timeline entries; a draft's change records none. */
@ObjectType()
export class FormResponsePayload extends CaseChangePayload {
  @Field(() => FormResponse, { nullable: true })
  formResponse: FormResponse | null;
}

@ObjectType()
export class DeleteFormResponsePayload extends MutationPayload {}

@ObjectType()
export class SubmitFormPayload extends MutationPayload {
  @Field(() => ID)
  caseId: string;

  @Field(() => ID)
  formResponseId: string;
}

@ObjectType()
export class FormVersionPayload extends MutationPayload {
  @Field(() => FormVersion, { nullable: true })
  formVersion: FormVersion | null;
}

@ObjectType()
export class AnonymousFormTokenPayload extends MutationPayload {
  @Field(() => ID, { description: 'The secret of the link: anonymous-form/request/{tokenId}' })
  tokenId: string;

  @Field()
  expiresAt: Date;
}

/** Nothing about the case is returned: the visitor only learns that the answers were received. */
@ObjectType()
export class AnonymousFormResponsePayload extends MutationPayload {}
