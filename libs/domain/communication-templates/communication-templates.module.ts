import { Module } from '@nestjs/common';
import { FormsModule } from '#domain/forms';
import { CommunicationTemplatesService } from './communication-templates.service.js';

/** Communication templates: global, organization and personal message texts with their placeholders. */
@Module({
  imports: [FormsModule],
  providers: [CommunicationTemplatesService],
  exports: [CommunicationTemplatesService],
})
export class CommunicationTemplatesModule {}
