/**
 * The title and description a list dialog edits (Create List, List Settings): their values,
 * the title's error (cleared as the title changes), whether either is over its limit, and the
 * props for <ListTextFields>.
 */
import { useCallback, useState } from 'react';
import { listTextOver } from './limits';

export function useListText(initialTitle = '', initialDescription = '') {
  const [title, setTitle] = useState(initialTitle);
  const [description, setDescription] = useState(initialDescription);
  const [titleError, setTitleError] = useState<string | null>(null);

  /** Back to these values, without an error (when the dialog opens or closes). */
  const reset = useCallback((nextTitle: string, nextDescription: string) => {
    setTitle(nextTitle);
    setDescription(nextDescription);
    setTitleError(null);
  }, []);

  return {
    title,
    description,
    over: listTextOver(title, description),
    setTitleError,
    reset,
    fieldProps: {
      title,
      description,
      titleError,
      onTitleChange: (value: string) => {
        setTitle(value);
        setTitleError(null);
      },
      onDescriptionChange: setDescription,
    },
  };
}
