/**
 * A list's title (required, ≤ 100) and description (≤ 200) with their counters (docs/PRODUCT.md §2,
 * §8), as Create List and List Settings ask for them; their state comes from useListText.
 */
import { LIST_DESCRIPTION_MAX, LIST_TITLE_MAX } from '../state/limits';
import { CountedField } from './counted-field';

export interface ListTextFieldsProps {
  title: string;
  description: string;
  onTitleChange: (value: string) => void;
  onDescriptionChange: (value: string) => void;
  /** E.g. "Give the list a title.", shown under the title (useListText clears it on typing). */
  titleError: string | null;
  descriptionLabel: string;
  /** Visible lines of the description (CountedField's default when absent). */
  descriptionRows?: number;
}

export function ListTextFields(props: ListTextFieldsProps) {
  return (
    <>
      <CountedField
        label="Title"
        value={props.title}
        onChange={props.onTitleChange}
        max={LIST_TITLE_MAX}
        error={props.titleError}
        autoFocus
      />
      <CountedField
        label={props.descriptionLabel}
        value={props.description}
        onChange={props.onDescriptionChange}
        max={LIST_DESCRIPTION_MAX}
        multiline
        rows={props.descriptionRows}
      />
    </>
  );
}
