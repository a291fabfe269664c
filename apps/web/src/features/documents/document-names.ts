import { hasControlCharacter } from '../../shared/control-characters';
/*
 * Client-side checks of the names people type (a folder's label, a document's file name), so a mistake is
 * shown at the field before anything is sent. The api checks again and its BAD_USER_INPUT message is
 * shown at the same field.
 */

export const FOLDER_LABEL_MAX = 100;
export const FILE_NAME_MAX = 255;

/** The problem with a folder label, or null. A folder's path joins labels with "/", so "/" is refused. */
export function folderLabelProblem(label: string): string | null {
  const trimmed = label.trim();
  if (!trimmed) return 'Enter a folder name.';
  if (trimmed.length > FOLDER_LABEL_MAX) return `Folder names are at most ${FOLDER_LABEL_MAX} characters.`;
  if (trimmed.includes('/')) return 'Folder names cannot contain “/”.';
  if (hasControlCharacter(trimmed)) return 'Folder names cannot contain control characters.';
  return null;
}

/** The problem with a document's file name, or null. */
export function fileNameProblem(fileName: string): string | null {
  const trimmed = fileName.trim();
  if (!trimmed) return 'Enter a file name.';
  if (trimmed.length > FILE_NAME_MAX) return `File names are at most ${FILE_NAME_MAX} characters.`;
  if (/[/\\]/.test(trimmed)) return 'File names cannot contain “/” or “\\”.';
  if (hasControlCharacter(trimmed)) return 'File names cannot contain control characters.';
  return null;
}
