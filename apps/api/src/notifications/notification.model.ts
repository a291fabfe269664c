import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { UserNotificationKind } from '#domain/notifications';
import { MutationPayload } from '../graphql/mutation-payload.js';
import { Paginated, PagingArgs } from '../graphql/paging.js';

registerEnumType(UserNotificationKind, {
  name: 'UserNotificationKind',
  description: 'What a notice under the bell is about',
});

@ObjectType({ description: 'A notice to the signed-in person, under the bell' })
export class UserNotification {
  @Field(() => ID)
  id: string;

  @Field(() => UserNotificationKind)
  kind: UserNotificationKind;

  @Field({ description: 'One line without PHI' })
  title: string;

  @Field(() => String, {
    nullable: true,
    description: 'More about it; null when the reader may no longer see the case (checked at every read)',
  })
  body: string | null;

  @Field(() => ID, { nullable: true })
  caseId: string | null;

  @Field(() => String, { nullable: true, description: "The case's short id" })
  caseNumber: string | null;

  @Field({ description: 'Whether the reader may open the case now' })
  caseAvailable: boolean;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  readAt: Date | null;
}

@ObjectType()
export class UserNotificationsPage extends Paginated(UserNotification, 'notifications') {
  notifications: UserNotification[];
}

@ArgsType()
export class MyNotificationsArgs extends PagingArgs {
  @Field(() => Boolean, { nullable: true, description: 'Only the notices not read yet' })
  unreadOnly?: boolean | null;
}

@ObjectType()
export class MarkNotificationsReadPayload extends MutationPayload {
  @Field(() => [UserNotification], { description: 'The notices marked (own ones only; others are ignored)' })
  notifications: UserNotification[];

  @Field(() => Int)
  unreadCount: number;
}

@ObjectType({
  description:
    'A new notice for the subscriber, with its unread count after it. It carries no body: the list ' +
    '(myNotifications) gives that after checking the reader may still see the case.',
})
export class NotificationReceived {
  @Field(() => ID)
  id: string;

  @Field(() => UserNotificationKind)
  kind: UserNotificationKind;

  @Field({ description: 'One line without PHI' })
  title: string;

  @Field(() => ID, { nullable: true })
  caseId: string | null;

  @Field(() => String, { nullable: true })
  caseNumber: string | null;

  @Field()
  createdAt: Date;

  @Field(() => Int)
  unreadCount: number;
}
