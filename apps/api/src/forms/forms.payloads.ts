import { Field, ID, ObjectType } from '@nestjs/graphql';
import { MutationPayload } from '../graphql/mutation-payload.js';
import { Form, FormResponse } from './form.model.js';

@ObjectType()
export class FormPayload extends MutationPayload {
  @Field(() => Form, { nullable: true })
  form: Form | null;
}

@ObjectType()
export class FormResponsePayload extends MutationPayload {
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
