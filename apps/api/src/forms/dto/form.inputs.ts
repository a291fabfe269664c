import { Field, ID, InputType, Int, PartialType, PickType } from '@nestjs/graphql';
import { FormLayout, QuestionType } from '#domain/forms';

@InputType()
export class QuestionConditionInput {
  @Field(() => Int, { description: 'Index of the earlier question this one depends on' })
  questionIndex: number;

  @Field({ description: 'The answer of that question that shows this one' })
  response: string;
}

@InputType()
export class QuestionInput {
  @Field(() => QuestionType)
  type: QuestionType;

  @Field(() => FormLayout, { nullable: true })
  renderMode?: FormLayout | null;

  @Field()
  text: string;

  @Field(() => String, { nullable: true })
  hint?: string | null;

  @Field(() => String, { nullable: true })
  placeholder?: string | null;

  @Field(() => [String], { nullable: true })
  options?: string[] | null;

  @Field(() => Boolean, { nullable: true })
  required?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  isPHI?: boolean | null;

  @Field(() => QuestionConditionInput, { nullable: true })
  condition?: QuestionConditionInput | null;

  @Field(() => ID, { nullable: true })
  documentId?: string | null;
}

@InputType()
export class CreateFormInput {
  @Field()
  name: string;

  @Field({ description: 'Short link: lowercase letters, digits and dashes' })
  linkName: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => Boolean, { nullable: true })
  isGlobal?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  isDefault?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  showStepsIndividually?: boolean | null;

  @Field(() => [String], { nullable: true })
  caseTypes?: string[] | null;

  @Field(() => [QuestionInput], { nullable: true })
  questions?: QuestionInput[] | null;
}

/** The settings of an existing form; questions change only by publishing a new version. */
@InputType()
export class UpdateFormInput extends PartialType(
  PickType(CreateFormInput, [
    'name',
    'linkName',
    'description',
    'isDefault',
    'showStepsIndividually',
    'caseTypes',
  ] as const),
) {}

@InputType()
export class QuestionResponseInput {
  @Field(() => ID)
  questionId: string;

  @Field(() => [String])
  response: string[];

  @Field(() => [String], { nullable: true, description: 'Display names of FILE answers, in the order of response' })
  fileNames?: string[] | null;
}

@InputType()
export class CreateFormResponseInput {
  @Field(() => ID)
  formId: string;

  @Field(() => ID, { nullable: true, description: 'Defaults to the current version' })
  versionId?: string | null;

  @Field(() => ID, { nullable: true, description: 'An employee the caller answers for; defaults to the caller' })
  respondentId?: string | null;

  @Field(() => String, { nullable: true })
  externalId?: string | null;

  @Field(() => [QuestionResponseInput])
  questionResponses: QuestionResponseInput[];
}

/** A submitted response staff add to an existing case; the caller is the respondent. */
@InputType()
export class AddFormResponseToCaseInput {
  @Field(() => ID)
  formId: string;

  @Field(() => ID, { nullable: true, description: 'Defaults to the current version' })
  versionId?: string | null;

  @Field(() => String, { nullable: true })
  externalId?: string | null;

  @Field(() => [QuestionResponseInput])
  questionResponses: QuestionResponseInput[];
}
