import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { FormLayout, QuestionType } from '#domain/forms';

@ObjectType()
export class QuestionCondition {
  @Field(() => Int)
  questionIndex: number;

  @Field()
  response: string;
}

@ObjectType()
export class Question {
  @Field(() => ID)
  id: string;

  @Field(() => Int)
  index: number;

  @Field(() => QuestionType)
  type: QuestionType;

  @Field(() => FormLayout, { nullable: true })
  renderMode: FormLayout | null;

  @Field()
  text: string;

  @Field(() => String, { nullable: true })
  hint: string | null;

  @Field(() => String, { nullable: true })
  placeholder: string | null;

  @Field(() => [String])
  options: string[];

  @Field()
  required: boolean;

  @Field()
  isPHI: boolean;

  @Field(() => QuestionCondition, { nullable: true })
  condition: QuestionCondition | null;

  @Field(() => ID, { nullable: true, description: 'A document shown with the question' })
  documentId: string | null;
}

@ObjectType()
export class FormVersion {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  formId: string;

  @Field(() => Int)
  versionNumber: number;

  @Field()
  linkName: string;

  @Field()
  isPartnerDefault: boolean;

  @Field()
  isGLPFollowupDefault: boolean;

  @Field()
  createdAt: Date;

  @Field(() => [Question])
  questions: Question[];
}

/** A form with the questions of its current version. */
@ObjectType()
export class Form {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  linkName: string;

  @Field()
  description: string;

  @Field(() => Int, { nullable: true })
  versionNumber: number | null;

  @Field(() => ID, { nullable: true })
  versionId: string | null;

  @Field()
  isActive: boolean;

  @Field()
  isGlobal: boolean;

  @Field()
  isDefault: boolean;

  @Field(() => [String])
  caseTypes: string[];

  @Field(() => [ID])
  caseCategoryIds: string[];

  @Field()
  showStepsIndividually: boolean;

  @Field(() => [Question])
  questions: Question[];
}

@ObjectType()
export class QuestionResponse {
  @Field(() => ID)
  questionId: string;

  @Field(() => [String])
  response: string[];

  @Field(() => [String])
  fileNames: string[];
}

@ObjectType()
export class FormResponse {
  @Field(() => ID)
  id: string;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;

  @Field(() => ID)
  formId: string;

  @Field(() => ID)
  formVersionId: string;

  @Field(() => ID, { nullable: true })
  respondentId: string | null;

  @Field(() => ID, { nullable: true })
  assistedById: string | null;

  @Field(() => ID, { nullable: true })
  caseId: string | null;

  @Field()
  isDraft: boolean;

  @Field(() => String, { nullable: true })
  externalId: string | null;

  @Field(() => [QuestionResponse])
  questionResponses: QuestionResponse[];
}

/** A submitted response shown on its case, with the questions of the version it answered. */
@ObjectType()
export class CaseFormResponse extends FormResponse {
  @Field()
  formName: string;

  @Field(() => Date, { nullable: true })
  submittedAt: Date | null;

  @Field(() => [Question], { description: 'The questions of the version answered, in order' })
  questions: Question[];
}

/** The form a single-use link answers, with the link's expiry; nothing about the case it is for. */
@ObjectType()
export class AnonymousForm {
  @Field()
  expiresAt: Date;

  @Field(() => Form)
  form: Form;
}
