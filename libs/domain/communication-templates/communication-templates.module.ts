import { Module } from '@nestjs/common';
import { CaseCategoriesModule } from '#domain/case-categories';
import { FormsModule } from '#domain/forms';
import { CommunicationTemplatesService } from './communication-templates.service.js';

/** Communication templates: global, organization and personal message texts with their placeholders. */
@Module({
  imports: [FormsModule, CaseCategoriesModule],
  providers: [CommunicationTemplatesService],
  exports: [CommunicationTemplatesService],
})
export class CommunicationTemplatesModule {}
