export { CaseSupportNoteEntity } from './case-support-note.entity.js';
export {
  CaseSupportNotesService,
  SupportNoteRules,
  type AddSupportNoteInput,
  type UpdateSupportNoteInput,
} from './case-support-notes.service.js';
export { CaseSupportNotesModule } from './case-support-notes.module.js';
