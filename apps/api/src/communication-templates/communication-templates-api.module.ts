import { Module } from '@nestjs/common';
import { CommunicationTemplatesModule } from '#domain/communication-templates';
import { CommunicationTemplatesResolver } from './communication-templates.resolver.js';

/** Communication templates over GraphQL. */
@Module({ imports: [CommunicationTemplatesModule], providers: [CommunicationTemplatesResolver] })
export class CommunicationTemplatesApiModule {}
