import { messages, tenDigitPhone } from "@clutch/contract";
import { type FormEvent, useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormAlert, SubmitButton, TextField } from "../../components/ui/form";
import { Modal } from "../../components/ui/Modal";

type PhoneDialogProps = {
  open: boolean;
  /** The number on the profile, if any: offered to fix rather than typed again. */
  initialPhone: string;
  /** The order is being created with the number. */
  pending: boolean;
  /** Why the server refused the last number. */
  error: string | null;
  /** The ten digits, once the number passes the same rule the server applies. */
  onSubmit: (digits: string) => void;
  onClose: () => void;
};

/**
 * PHONE_REQUIRED (docs/product.md#purchases): the payment provider needs the buyer's 10-digit
 * phone number. Checked here with the contract's rule (`tenDigitPhone`, the server's own) for a
 * fast answer in the same sentence; the server saves it to the profile with the order. Its own
 * chunk, opened only when a provider asks; one field, so no form library.
 */
export default function PhoneDialog({
  open,
  initialPhone,
  pending,
  error,
  onSubmit,
  onClose,
}: PhoneDialogProps) {
  const [phone, setPhone] = useState(initialPhone);
  const [invalid, setInvalid] = useState(false);

  // Each opening starts from the profile's number.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setPhone(initialPhone);
      setInvalid(false);
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const digits = tenDigitPhone(phone);
    setInvalid(digits === null);
    if (digits) onSubmit(digits);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Add your phone number"
      description={messages.payment.phoneRequired}
      size="sm"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={error} />
        <TextField
          label="Phone number"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="98765 43210"
          hint="10 digits. It is saved to your profile for payments."
          data-autofocus=""
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
            if (invalid && tenDigitPhone(event.target.value)) setInvalid(false);
          }}
          error={invalid ? messages.payment.phoneRequired : undefined}
        />
        <SubmitButton pending={pending} pendingLabel="Opening checkout...">
          Continue to payment
        </SubmitButton>
        <button type="button" onClick={onClose} className={`${buttonStyles.ghost} w-full`}>
          Cancel
        </button>
      </form>
    </Modal>
  );
}
