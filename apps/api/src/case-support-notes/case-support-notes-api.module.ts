import { Module } from '@nestjs/common';
import { CaseSupportNotesModule } from '#domain/case-support-notes';
import { CaseSupportNotesResolver } from './support-notes.resolver.js';

/** Support notes over GraphQL. */
@Module({ imports: [CaseSupportNotesModule], providers: [CaseSupportNotesResolver] })
export class CaseSupportNotesApiModule {}
