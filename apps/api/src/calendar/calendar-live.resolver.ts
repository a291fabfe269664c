import { Inject } from '@nestjs/common';
import { Args, ID, Resolver, Subscription } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, Principal, restricted } from '#access';
import { type CalendarEventChangeMessage, CalendarRules, organizationCalendarTopic } from '#domain/calendar';
import { LivePubSub } from '#events';
import { CalendarEventChange } from './calendar-event.model.js';

/**
 * Staff looking at an organization's calendar hear its creates, moves and cancels. The topic is the
 * organization's, chosen by the subscriber's own access (inOrganization), and each message is checked
 * again against the subscriber (its access may have changed since it subscribed).
 */
@Resolver(() => CalendarEventChange)
export class CalendarLiveResolver {
  constructor(@Inject(LivePubSub) private readonly pubSub: LivePubSub) {}

  @Subscription(() => CalendarEventChange, {
    filter(message: CalendarEventChangeMessage, _variables: unknown, context: { principal?: Principal }) {
      const principal = context.principal;
      if (!principal || !principal.canActIn(message.organizationId)) return false;
      return principal.inOrganization(message.organizationId).satisfies(restricted(CalendarRules.use));
    },
    resolve: (message: CalendarEventChangeMessage): CalendarEventChange => ({
      organizationId: message.organizationId,
      calendarEventId: message.calendarEventId,
      kind: message.kind,
      version: message.version,
      occurredAt: new Date(message.occurredAt),
    }),
  })
  @AllowedFor(CalendarRules.use)
  calendarEventChanged(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) organizationId?: string | null,
  ): AsyncIterableIterator<CalendarEventChangeMessage> {
    const organization = organizationId ?? principal.requireOrganizationId();
    principal.inOrganization(organization).assertSatisfies(restricted(CalendarRules.use));
    return this.pubSub.asyncIterator<CalendarEventChangeMessage>([organizationCalendarTopic(organization)]);
  }
}
