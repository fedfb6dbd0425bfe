/**
 * The save-side list dialogs, mounted once where saves are shown (the signed-in shell, and the
 * reader, which lives outside it). Renders nothing until one is opened.
 */
import { CreateListDialog } from './create-list-dialog';
import { ListPickerDialog } from './list-picker-dialog';

export function ListDialogs() {
  return (
    <>
      <ListPickerDialog />
      <CreateListDialog />
    </>
  );
}
