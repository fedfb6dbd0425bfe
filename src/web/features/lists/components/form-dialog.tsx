/**
 * The lists' form dialogs (Create List, List Settings, Add/Edit Note; docs/PRODUCT.md §2): the
 * fields in a form, Cancel and the submit button in the footer. While busy the dialog stays open.
 */
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  busy: boolean;
  title: string;
  /** The dialog's test hook; its form is `{name}-form`. */
  name: string;
  description?: ReactNode;
  submitLabel: string;
  /** E.g. a field over its limit. */
  submitDisabled: boolean;
  onSubmit: (event: FormEvent) => Promise<void>;
  formClassName: string | undefined;
  children: ReactNode;
}

export function FormDialog(props: FormDialogProps) {
  const formId = `${props.name}-form`;
  return (
    <Modal
      open={props.open}
      onOpenChange={(next) => {
        if (!next && !props.busy) props.onClose();
      }}
      title={props.title}
      name={props.name}
      description={props.description}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose} disabled={props.busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={props.busy} disabled={props.submitDisabled}>
            {props.submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={props.formClassName}
        onSubmit={(event) => void props.onSubmit(event)}
        noValidate
      >
        {props.children}
      </form>
    </Modal>
  );
}
